import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BuildOptions, buildSync } from 'esbuild';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The Lambda entries. Each exports `handler`; the bundle's file is index.mjs, so the handler is index.handler. */
export const LAMBDA_ENTRIES = {
  api: 'functions/src/entry/lambda.ts',
  indexer: 'indexer/src/entry/lambda.ts',
  uploadJudge: 'functions/src/entry/uploadJudge.ts',
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

/** Bundles one entry into outdir (emptied first) and returns the folder, ready for Code.fromAsset. */
export function bundleLambda(name: LambdaName, outdir: string): string {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  buildSync(lambdaBuildOptions(name, outdir));
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
