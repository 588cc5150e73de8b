import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The walls between the layers, as data: which production file may import what. The test beside this
 * file walks every import of the tree and fails on the first crossing, with file:line and the rule.
 * (Ponder keeps its sync engine away from its database the same way.)
 */

/** One import as written, and where it leads: a file of the repo (relative path) or a package. */
export type ImportEdge = {
  from: string;
  line: number;
  specifier: string;
  /** Repo-relative path of the imported file, when it is one of ours. */
  target: string | null;
  /** Package name (`viem`, `node:fs`, `@aws-sdk/client-s3`), when it is not one of ours. */
  pkg: string | null;
  /** Names taken by a named import (`import { a, b as c } from …`): `a`, `b`. */
  names: string[];
};

export type Rule = {
  name: string;
  /** Whether the rule looks at imports made by this file. */
  appliesTo: (file: string) => boolean;
  /** Why this edge is refused, or null when it is fine. */
  refuses: (edge: ImportEdge) => string | null;
};

export type Violation = { file: string; line: number; rule: string; why: string };

export type SourceFile = { path: string; source: string };

/** The folders that hold code, and which of them is product code (shipped or deployed). */
const CODE_ROOTS = ['core', 'functions', 'indexer', 'web/src', 'web/scripts', 'infra/src', 'infra/bin', 'status', 'devnet', 'scripts', 'test'];
const PRODUCT_ROOTS = ['core/', 'functions/', 'indexer/', 'web/src/', 'infra/src/', 'infra/bin/', 'status/'];
const WORKSPACES = ['core', 'functions', 'indexer', 'web', 'infra', 'status', 'devnet', 'test'];

export const isTestFile = (file: string) => /\.(test|int\.test|e2e\.test)\.tsx?$/.test(file) || file.startsWith('test/') || file.startsWith('infra/test/');
export const isProductFile = (file: string) => PRODUCT_ROOTS.some((root) => file.startsWith(root)) && !isTestFile(file);

const under = (file: string | null, folder: string) => file !== null && file.startsWith(folder);
const workspaceOf = (file: string | null) => (file === null ? null : (WORKSPACES.find((ws) => file.startsWith(`${ws}/`)) ?? (file.startsWith('scripts/') ? 'scripts' : null)));
const resourceFolderOf = (file: string | null) => (file === null ? null : (/^functions\/src\/routes\/([^/]+)\//.exec(file)?.[1] ?? null));
const featureOf = (file: string | null) => (file === null ? null : (/^web\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null));
const isFixtureOrFake = (file: string) => /(^|\/)(fixtures?|fakes?)(\/|$)|fixtures?\.tsx?$|fakes?\.tsx?$/i.test(file);

/** viem's transports and clients do I/O; its encoders, decoders and unit helpers are pure. */
const VIEM_IO = new Set(['createPublicClient', 'createWalletClient', 'createTestClient', 'createClient', 'http', 'webSocket', 'custom', 'fallback', 'ipc']);
const IO_PACKAGES = /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|dgram|dns|tls)$|^@aws-sdk\//;

export const RULES: Rule[] = [
  {
    name: 'core imports no other workspace',
    appliesTo: (f) => f.startsWith('core/') && !isTestFile(f),
    refuses: (e) => {
      const ws = workspaceOf(e.target);
      return ws !== null && ws !== 'core' ? `core reaches into ${ws}` : null;
    },
  },
  {
    name: 'web takes from core only schemas, rules, formatting and constants',
    appliesTo: (f) => f.startsWith('web/src/') && !isTestFile(f),
    refuses: (e) => {
      if (under(e.target, 'core/src/db/') || under(e.target, 'core/src/storage/') || e.target === 'core/src/config.ts') return 'web imports server-side core code';
      // The maintenance switch's status.json schema is read by the page at load, so web may take that schema.
      if (e.target === 'status/schema.ts') return null;
      const ws = workspaceOf(e.target);
      return ws !== null && ws !== 'core' && ws !== 'web' ? `web imports ${ws}` : null;
    },
  },
  {
    name: 'functions never imports viem or the indexer',
    appliesTo: (f) => f.startsWith('functions/') && !isTestFile(f),
    refuses: (e) => {
      if (e.pkg === 'viem' || e.pkg?.startsWith('viem/')) return 'the API reads no chain';
      return under(e.target, 'indexer/') ? 'the API imports the indexer' : null;
    },
  },
  {
    name: 'indexer read/ imports neither project/ nor the table code',
    appliesTo: (f) => f.startsWith('indexer/src/read/') && !isTestFile(f),
    refuses: (e) => {
      if (under(e.target, 'indexer/src/project/')) return 'read/ imports project/';
      return under(e.target, 'core/src/db/') ? 'read/ imports table code' : null;
    },
  },
  {
    name: 'indexer project/ stays pure',
    appliesTo: (f) => f.startsWith('indexer/src/project/') && !isTestFile(f),
    refuses: (e) => {
      for (const folder of ['indexer/src/read/', 'indexer/src/jobs/', 'core/src/db/', 'core/src/storage/']) {
        if (under(e.target, folder)) return `project/ imports ${folder}`;
      }
      if (e.pkg !== null && IO_PACKAGES.test(e.pkg)) return `project/ imports ${e.pkg}`;
      const io = e.pkg === 'viem' ? e.names.filter((n) => VIEM_IO.has(n)) : [];
      return io.length > 0 ? `project/ takes viem's ${io.join(', ')}` : null;
    },
  },
  {
    name: 'no product file imports tests, fakes or fixtures',
    appliesTo: isProductFile,
    refuses: (e) => {
      if (e.target === null) return null;
      if (e.target.startsWith('test/') || isTestFile(e.target)) return 'product code imports test code';
      return isFixtureOrFake(e.target) ? 'product code imports a fake or fixture' : null;
    },
  },
  {
    name: 'scripts do not import test (test may import scripts)',
    appliesTo: (f) => f.startsWith('scripts/') && !isTestFile(f),
    refuses: (e) => (under(e.target, 'test/') ? 'scripts/ and test/ would import each other' : null),
  },
  {
    name: 'route modules do not import sibling routes',
    appliesTo: (f) => /^functions\/src\/routes\//.test(f) && !isTestFile(f),
    // A resource's folder (routes/councils/) is one module: its files mount and share among themselves.
    refuses: (e) => (under(e.target, 'functions/src/routes/') && !(resourceFolderOf(e.target) !== null && resourceFolderOf(e.target) === resourceFolderOf(e.from)) ? 'a route imports another route module' : null),
  },
  {
    name: "a web feature does not reach into another feature's files",
    appliesTo: (f) => featureOf(f) !== null && !isTestFile(f),
    refuses: (e) => {
      const theirs = featureOf(e.target);
      return theirs !== null && theirs !== featureOf(e.from) ? `features/${featureOf(e.from)} imports features/${theirs}` : null;
    },
  },
  {
    name: 'styles are imported only from their own folder',
    appliesTo: (f) => f.startsWith('web/src/') && !isTestFile(f),
    // The theme's own modules (styles/) are shared by design; any other stylesheet belongs to its folder.
    refuses: (e) =>
      e.target?.endsWith('.css.ts') && !e.target.startsWith('web/src/styles/') && dirname(e.target) !== dirname(e.from) ? `imports ${e.target} from another folder` : null,
  },
];

const IMPORT = /(?:^|[\s;}])(?:import|export)\s+(type\s+)?(?:([\w*\s{},$]+?)\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function namedImports(clause: string | undefined): string[] {
  const braces = clause ? /\{([^}]*)\}/.exec(clause) : null;
  if (!braces?.[1]) return [];
  return braces[1]
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim())
    .filter(Boolean);
}

/** Where a specifier leads, for the repo's own files: relative paths and the `@portal/<workspace>` names. */
export function resolveSpecifier(root: string, from: string, specifier: string, exists: (path: string) => boolean): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else if (specifier.startsWith('@portal/')) {
    const [, ws, ...rest] = specifier.split('/');
    // core maps `@portal/core/x` to `core/src/x.ts` (its package exports); the others expose their tree as is.
    base = ws === 'core' ? join('core/src', ...rest) : join(ws!, ...rest);
  }
  if (base === null) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}.css.ts`, base, join(base, 'index.ts')]) {
    if (exists(join(root, candidate)) && !isDirectory(join(root, candidate))) return candidate;
  }
  // A `.js` specifier of a `.ts` file (ESM style) or a path that does not exist: keep the path, so the rules still see the folder.
  return base.replace(/\.js$/, '.ts');
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function importsOf(root: string, file: SourceFile, exists: (path: string) => boolean = existsSync): ImportEdge[] {
  const edges: ImportEdge[] = [];
  // Comments would make false edges (an example import in a doc comment); strip them, keeping line breaks.
  const source = file.source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4]!;
    const line = source.slice(0, match.index + match[0].search(/import|export/)).split('\n').length;
    const target = resolveSpecifier(root, file.path, specifier, exists);
    const pkg = target === null ? (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.startsWith('node:') ? specifier : specifier.split('/')[0]!) : null;
    edges.push({ from: file.path, line, specifier, target, pkg: pkg === 'viem' && specifier !== 'viem' ? specifier : pkg, names: namedImports(match[2]) });
  }
  return edges;
}

export function checkLayers(root: string, files: SourceFile[], rules: Rule[] = RULES, exists?: (path: string) => boolean): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const rulesHere = rules.filter((rule) => rule.appliesTo(file.path));
    if (rulesHere.length === 0) continue;
    for (const edge of importsOf(root, file, exists)) {
      for (const rule of rulesHere) {
        const why = rule.refuses(edge);
        if (why) violations.push({ file: file.path, line: edge.line, rule: rule.name, why: `${why} ('${edge.specifier}')` });
      }
    }
  }
  return violations;
}

const SKIP = new Set(['node_modules', 'dist', 'cdk.out', '.data', 'artifacts-cache', 'coverage']);

/** Every TypeScript file of the code folders, as repo-relative paths. */
export function listSourceFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push({ path, source: readFileSync(join(root, path), 'utf8') });
    }
  };
  for (const dir of CODE_ROOTS) if (existsSync(join(root, dir))) walk(dir);
  return files;
}

export const repoRoot = resolve(import.meta.dirname, '../..');
export const describeViolation = (v: Violation) => `${v.file}:${v.line}  [${v.rule}]  ${v.why}`;
