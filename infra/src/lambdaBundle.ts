import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BuildOptions, buildSync } from 'esbuild';
import { renderEntryFile } from '../../web/scripts/renderEntry';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The Lambda entries. Each exports `handler`; the bundle's file is index.mjs, so the handler is index.handler. */
export const LAMBDA_ENTRIES = {
  api: 'functions/src/entry/lambda.ts',
  indexer: 'indexer/src/entry/lambda.ts',
  uploadJudge: 'functions/src/entry/uploadJudge.ts',
  snapshots: 'snapshots/lambda.ts',
} as const;
export type LambdaName = keyof typeof LAMBDA_ENTRIES;

export const LAMBDA_HANDLER = 'index.handler';

/**
 * The esbuild options of a deployed bundle: ESM for Node 20 on arm64 (index.mjs and the chunks it
 * imports on demand), minified, with a
 * source map without sources (stack traces get file and line, the zip stays small). The AWS SDK is
 * bundled, not taken from the runtime, so the code runs against the version it was tested with.
 * The size check (infra/src/bundleSize.ts) calls this same function.
 */
export function lambdaBuildOptions(name: LambdaName, outdir: string): BuildOptions {
  return {
    absWorkingDir: REPO_ROOT,
    entryPoints: { index: LAMBDA_ENTRIES[name] },
    outdir,
    outExtension: { '.js': '.mjs' },
    // What the code imports with import() (the SSM client, read once per process) goes to chunks of
    // its own: a cold start reads and compiles only what serving its first request needs.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    // CommonJS dependencies (the AWS SDK's) still call require(); an ES module has none of its own.
    banner: { js: "import{createRequire as __portalCreateRequire}from'node:module';const require=__portalCreateRequire(import.meta.url);" },
    logLevel: 'error',
  };
}

/**
 * Where the snapshot writer's asset holds the web build it renders with (snapshots/lambda.ts reads
 * it from its own folder): index.html, the prerendered pages and the render module, bundled.
 */
export const SNAPSHOT_WEB_DIR = 'web';
export const SNAPSHOT_RENDER_MODULE = join(SNAPSHOT_WEB_DIR, 'render', 'prerender.mjs');

/**
 * The web build's render module (web/src/prerender.tsx built for Node) with the packages it imports,
 * as one ES module and its chunks. The wallet SDKs' optional x402 extensions are not installed and
 * never loaded while rendering a public page, so they stay unresolved.
 */
export function renderModuleBuildOptions(entryFile: string, outdir: string): BuildOptions {
  return {
    ...lambdaBuildOptions('snapshots', outdir),
    entryPoints: { prerender: entryFile },
    external: ['@x402/*'],
    // Its sources are a build's output already: a map would point at nothing the function has.
    sourcemap: false,
  };
}

/**
 * Copies into the snapshot writer's asset what it renders with, from the web build at `webDir`
 * (the placeholder of a synth without a build has no render module: the writer then says so when
 * invoked, and a deploy requires a real build anyway).
 */
export function addWebBuild(outdir: string, webDir: string) {
  const web = join(outdir, SNAPSHOT_WEB_DIR);
  mkdirSync(web, { recursive: true });
  cpSync(join(webDir, 'index.html'), join(web, 'index.html'));
  if (existsSync(join(webDir, 'prerendered'))) cpSync(join(webDir, 'prerendered'), join(web, 'prerendered'), { recursive: true });
  const entryFile = renderEntryFile(webDir);
  if (existsSync(entryFile)) buildSync(renderModuleBuildOptions(entryFile, join(outdir, SNAPSHOT_RENDER_MODULE, '..')));
}

/**
 * Bundles one entry into outdir (emptied first) and returns the folder, ready for Code.fromAsset.
 * The snapshot writer's asset also takes the web build at `webDir` (see addWebBuild).
 */
export function bundleLambda(name: LambdaName, outdir: string, options: { webDir?: string } = {}): string {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  buildSync(lambdaBuildOptions(name, outdir));
  if (name === 'snapshots') {
    if (!options.webDir) throw new Error('The snapshot writer is bundled with a web build (webDir): its render module and prerendered pages');
    addWebBuild(outdir, options.webDir);
  }
  return outdir;
}

/** Where synth puts the bundles: a fixed place inside the repository, so source-map paths (and the asset hash) are the same on every machine. */
export function defaultBundleDir(name: LambdaName): string {
  return join(REPO_ROOT, 'infra', 'cdk.out', 'lambda-bundles', name);
}

export function folderFiles(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => ({ path, full: join(dir, path) }))
    .filter(({ full }) => statSync(full).isFile())
    .map(({ path, full }) => ({ path, bytes: statSync(full).size }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
