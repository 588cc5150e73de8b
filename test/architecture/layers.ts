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
  /** `import type …` / `export type … from`: erased by the compiler, so it brings no code along. */
  typeOnly?: boolean;
};

export type Rule = {
  name: string;
  /** Whether the rule looks at imports made by this file (its origin). */
  appliesTo: (file: string) => boolean;
  /**
   * Why this edge is refused for a file of the rule (`origin`), or null when it is fine. The edge is
   * one of the origin's own imports, or, unless the rule is `direct`, one made by any file the
   * origin reaches through our own imports.
   */
  refuses: (edge: ImportEdge, origin: string) => string | null;
  /** What a reached file's own text does that the rule refuses (reading process.env, speaking JSON-RPC). */
  refusesText?: (file: SourceFile) => string | null;
  /** Only the origin's own imports count (a rule about how a file is written, not what it reaches). */
  direct?: boolean;
  /** The files through which the rule lets a chain pass: reaching one is fine, and the walk stops there. */
  door?: (file: string) => boolean;
};

/** A crossing: the origin file, the line of its import that starts the chain, and the chain itself (origin first, the refused module last). */
export type Violation = { file: string; line: number; rule: string; why: string; chain: string[] };

export type SourceFile = { path: string; source: string };

/** The folders that hold code, and which of them is product code (shipped or deployed). */
const CODE_ROOTS = ['core', 'functions', 'indexer', 'snapshots', 'web/src', 'web/scripts', 'infra/src', 'infra/bin', 'status', 'devnet', 'scripts', 'test'];
const PRODUCT_ROOTS = ['core/', 'functions/', 'indexer/', 'snapshots/', 'web/src/', 'infra/src/', 'infra/bin/', 'status/'];
const WORKSPACES = ['core', 'functions', 'indexer', 'web', 'infra', 'status', 'devnet', 'test'];

export const isTestFile = (file: string) => /\.(test|int\.test|e2e\.test)\.tsx?$/.test(file) || file.startsWith('test/') || file.startsWith('infra/test/');
export const isProductFile = (file: string) => PRODUCT_ROOTS.some((root) => file.startsWith(root)) && !isTestFile(file);

const under = (file: string | null, folder: string) => file !== null && file.startsWith(folder);
/** The workspaces, and the two top-level rooms that are not packages: scripts/ and the snapshot renderer. */
const ROOMS = ['scripts', 'snapshots'];
const workspaceOf = (file: string | null) => (file === null ? null : (WORKSPACES.find((ws) => file.startsWith(`${ws}/`)) ?? ROOMS.find((room) => file.startsWith(`${room}/`)) ?? null));
const resourceFolderOf = (file: string | null) => (file === null ? null : (/^functions\/src\/routes\/([^/]+)\//.exec(file)?.[1] ?? null));
/**
 * The only files one web feature may take from another: components it publishes so that two screens
 * show one thing the same way. The admin council card is the public council detail (issue 25: the
 * operator sees what the public will).
 */
export const FEATURE_EXPORTS = new Set(['web/src/features/council/CouncilDetail']);
const isFeatureExport = (file: string | null) => file !== null && FEATURE_EXPORTS.has(file.replace(/\.tsx?$/, ''));
const featureOf = (file: string | null) => (file === null ? null : (/^web\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null));
const isFixtureOrFake = (file: string) => /(^|\/)(fixtures?|fakes?)(\/|$)|fixtures?\.tsx?$|fakes?\.tsx?$/i.test(file);

/**
 * core's two parts (core/README.md). The pure part — schemas, rules, view builders, formatting,
 * ABIs, the API catalogue — runs anywhere, the browser included; the I/O part talks to DynamoDB, S3,
 * the chain with a key-holding wallet, the disk and the process's environment, on the server only.
 * Every file of core/src is in exactly one of them (the test checks that a new folder is placed).
 */
export const CORE_PURE = [
  'core/src/abi/',
  'core/src/api/',
  'core/src/entities/',
  'core/src/feeds/',
  'core/src/i18n/',
  'core/src/rules/',
  'core/src/secretary/',
  'core/src/signIn/',
  'core/src/uploads/',
  'core/src/views/',
  'core/src/concurrency.ts',
  'core/src/constants.ts',
  'core/src/decimal.ts',
  'core/src/envelope.ts',
  'core/src/format.ts',
  'core/src/networkProfile.ts',
];
export const CORE_IO = ['core/src/chain/', 'core/src/db/', 'core/src/http/', 'core/src/storage/', 'core/src/config.ts'];
const inList = (file: string | null, list: readonly string[]) => file !== null && list.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
export const isCorePure = (file: string | null) => inList(file, CORE_PURE);
export const isCoreIo = (file: string | null) => inList(file, CORE_IO);

/** viem's transports, clients, actions and accounts do I/O or hold a key; its encoders, decoders and unit helpers are pure. */
const VIEM_IO = new Set(['createPublicClient', 'createWalletClient', 'createTestClient', 'createClient', 'http', 'webSocket', 'custom', 'fallback', 'ipc']);
const VIEM_IO_PATHS = /^viem\/(actions|accounts|window)(\/|$)/;
const IO_PACKAGES = /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|dgram|dns|tls)$|^@aws-sdk\//;
const isViem = (pkg: string | null) => pkg === 'viem' || (pkg?.startsWith('viem/') ?? false);
/** The viem I/O an edge takes, if any: a client, a transport, an action or an account. */
const viemIo = (e: ImportEdge): string | null => {
  if (!isViem(e.pkg)) return null;
  if (VIEM_IO_PATHS.test(e.pkg!)) return e.pkg;
  const io = e.names.filter((n) => VIEM_IO.has(n));
  return io.length > 0 ? `viem's ${io.join(', ')}` : null;
};
const READS_ENV = /\bprocess\.env\b/;
const SPEAKS_JSON_RPC = /jsonrpc['"]?\s*:\s*['"]2\.0['"]/;

/**
 * The snapshot renderer's one door into the web: the build's render module, loaded at run time
 * (web/src/prerender.tsx built for Node), so web features never enter its sources.
 */
const RENDER_ENTRY = 'web/scripts/renderEntry.ts';

/** The one folder where the API touches the chain: JSON-RPC reads (the balance checker, the Klaytn account secretary) and the contract secretary's relaying wallet. */
const API_CHAIN_DOOR = 'functions/src/chain/';

/**
 * What the web bundles: its own files, the pure part of core, the maintenance switch's schema, and
 * these packages (a new one is a decision: add it here with the package.json change).
 */
const WEB_PACKAGES = new Set([
  'react',
  'react-dom',
  'react-router-dom',
  'react-markdown',
  'remark-gfm',
  'swr',
  'intl-messageformat',
  'zod',
  'viem',
  'qrcode',
  'pdfjs-dist',
  '@vanilla-extract/css',
  '@vanilla-extract/recipes',
  '@vanilla-extract/sprinkles',
  '@visx/xychart',
  '@wagmi/core',
  '@reown/appkit',
  '@reown/appkit-adapter-wagmi',
]);
const webMayBundle = (pkg: string) => WEB_PACKAGES.has(isViem(pkg) ? 'viem' : pkg);

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
    name: "core's pure part does no I/O",
    appliesTo: (f) => isCorePure(f) && !isTestFile(f),
    refuses: (e) => {
      if (isCoreIo(e.target)) return `the pure part reaches core's I/O part (${e.target})`;
      if (e.pkg !== null && IO_PACKAGES.test(e.pkg)) return `the pure part imports ${e.pkg}`;
      const io = viemIo(e);
      return io ? `the pure part takes ${io}` : null;
    },
    refusesText: (f) => (READS_ENV.test(f.source) ? `${f.path} reads process.env` : null),
  },
  {
    name: "core's entities import only entities and constants",
    appliesTo: (f) => f.startsWith('core/src/entities/') && !isTestFile(f),
    // The schemas are the bottom of core: rules, views and feeds build on them, never the other way.
    refuses: (e) => (e.target !== null && e.target.startsWith('core/') && !e.target.startsWith('core/src/entities/') && e.target !== 'core/src/constants.ts' ? `entities import ${e.target}` : null),
  },
  {
    name: 'web imports only its own files, the pure part of core and its listed packages',
    appliesTo: (f) => f.startsWith('web/src/') && !isTestFile(f),
    refuses: (e) => {
      if (e.target !== null) {
        // The maintenance switch's status.json schema is read by the page at load, so web may take that schema.
        if (e.target.startsWith('web/src/') || isCorePure(e.target) || e.target === 'status/schema.ts') return null;
        return isCoreIo(e.target) ? `web reaches server-side core code (${e.target})` : `web reaches ${e.target}`;
      }
      return e.pkg !== null && !webMayBundle(e.pkg) ? `web bundles ${e.pkg}, not one of its listed packages` : null;
    },
  },
  {
    name: `functions touches the chain only through ${API_CHAIN_DOOR}`,
    appliesTo: (f) => f.startsWith('functions/') && !f.startsWith(API_CHAIN_DOOR) && !isTestFile(f),
    door: (f) => f.startsWith(API_CHAIN_DOOR),
    refuses: (e) => {
      if (under(e.target, 'core/src/chain/')) return `reaches core's chain client (${e.target}) outside ${API_CHAIN_DOOR}`;
      const io = viemIo(e);
      return io ? `takes ${io} outside ${API_CHAIN_DOOR}` : null;
    },
    refusesText: (f) => (SPEAKS_JSON_RPC.test(f.source) ? `${f.path} speaks JSON-RPC outside ${API_CHAIN_DOOR}` : null),
  },
  {
    name: 'the snapshot renderer takes core and, of the web, only its render entry',
    appliesTo: (f) => f.startsWith('snapshots/') && !isTestFile(f),
    refuses: (e) => {
      if (e.target === null || e.target === RENDER_ENTRY) return null;
      if (e.target.startsWith('web/')) return `the renderer reaches ${e.target} (pages render through ${RENDER_ENTRY})`;
      const ws = workspaceOf(e.target);
      return ws !== null && ws !== 'core' && ws !== 'snapshots' ? `the renderer imports ${ws}` : null;
    },
  },
  {
    name: 'neither the indexer nor the API imports the web or the snapshot renderer',
    appliesTo: (f) => (f.startsWith('indexer/') || f.startsWith('functions/')) && !isTestFile(f),
    // They write the table; the composition (the local stack, the AWS wiring) runs the renderer after them.
    refuses: (e) => (under(e.target, 'web/') ? `imports the web (${e.target})` : under(e.target, 'snapshots/') ? `imports the snapshot renderer (${e.target})` : null),
  },
  {
    name: 'functions never imports the indexer',
    appliesTo: (f) => f.startsWith('functions/') && !isTestFile(f),
    refuses: (e) => (under(e.target, 'indexer/') ? 'the API imports the indexer' : null),
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
      for (const folder of ['indexer/src/read/', 'indexer/src/jobs/']) {
        if (under(e.target, folder)) return `project/ imports ${folder}`;
      }
      if (isCoreIo(e.target)) return `project/ reaches core's I/O part (${e.target})`;
      if (e.pkg !== null && IO_PACKAGES.test(e.pkg)) return `project/ imports ${e.pkg}`;
      const io = viemIo(e);
      return io ? `project/ takes ${io}` : null;
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
    refuses: (e, origin) =>
      under(e.target, 'functions/src/routes/') && e.target !== origin && !(resourceFolderOf(e.target) !== null && resourceFolderOf(e.target) === resourceFolderOf(origin))
        ? 'a route imports another route module'
        : null,
  },
  {
    name: "a web feature does not reach into another feature's files",
    appliesTo: (f) => featureOf(f) !== null && !isTestFile(f),
    refuses: (e, origin) => {
      const theirs = featureOf(e.target);
      if (isFeatureExport(e.target)) return null;
      return theirs !== null && theirs !== featureOf(origin) ? `features/${featureOf(origin)} imports features/${theirs}` : null;
    },
    // A feature's published component is its own business past its door.
    door: (f) => isFeatureExport(f),
  },
  {
    name: 'styles are imported only from their own folder',
    appliesTo: (f) => f.startsWith('web/src/') && !isTestFile(f),
    direct: true,
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
    edges.push({ from: file.path, line, specifier, target, pkg: pkg === 'viem' && specifier !== 'viem' ? specifier : pkg, names: namedImports(match[2]), typeOnly: match[1] !== undefined });
  }
  return edges;
}

/**
 * Every crossing of the walls. A rule looks at each import its files make and, unless it is `direct`,
 * at every import of every file they reach through our own imports (breadth first, so the chain
 * named is a shortest one), stopping at the rule's doors and at a refused edge. One crossing is
 * named once per origin: the same refused import reached by two chains is one violation.
 */
export function checkLayers(root: string, files: SourceFile[], rules: Rule[] = RULES, exists?: (path: string) => boolean): Violation[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const edgeCache = new Map<string, ImportEdge[]>();
  const edgesOf = (path: string) => {
    let edges = edgeCache.get(path);
    if (!edges) {
      const file = byPath.get(path);
      edges = file ? importsOf(root, file, exists) : [];
      edgeCache.set(path, edges);
    }
    return edges;
  };
  const violations: Violation[] = [];
  for (const file of files) {
    for (const rule of rules.filter((r) => r.appliesTo(file.path))) violations.push(...crossingsFrom(file.path, rule, byPath, edgesOf));
  }
  return violations;
}

function crossingsFrom(origin: string, rule: Rule, byPath: Map<string, SourceFile>, edgesOf: (path: string) => ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  // How each reached file was reached: the file that imports it and the origin's line that starts the chain.
  const cameFrom = new Map<string, { parent: string | null; line: number }>([[origin, { parent: null, line: 0 }]]);
  const chainTo = (path: string): string[] => {
    const chain: string[] = [];
    for (let at: string | null = path; at !== null; at = cameFrom.get(at)!.parent) chain.unshift(at);
    return chain;
  };
  const seen = new Set<string>();
  const queue = [origin];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const startLine = cameFrom.get(path)!.line;
    const file = byPath.get(path);
    const textWhy = file && rule.refusesText ? rule.refusesText(file) : null;
    if (textWhy) violations.push({ file: origin, line: path === origin ? 1 : startLine, rule: rule.name, why: textWhy, chain: chainTo(path) });
    for (const edge of edgesOf(path)) {
      // A type-only import is checked where it is written, but nothing it names reaches the running code.
      if (edge.typeOnly && path !== origin) continue;
      const line = path === origin ? edge.line : startLine;
      const why = rule.refuses(edge, origin);
      if (why) {
        const key = `${edge.from}\u0000${edge.specifier}`;
        if (!seen.has(key)) {
          seen.add(key);
          violations.push({ file: origin, line, rule: rule.name, why: `${why} ('${edge.specifier}')`, chain: [...chainTo(path), edge.target ?? edge.specifier] });
        }
        continue;
      }
      if (rule.direct || edge.typeOnly || edge.target === null || cameFrom.has(edge.target) || rule.door?.(edge.target)) continue;
      cameFrom.set(edge.target, { parent: path, line });
      queue.push(edge.target);
    }
    if (rule.direct) break;
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
export const describeViolation = (v: Violation) => `${v.file}:${v.line}  [${v.rule}]  ${v.why}${v.chain.length > 1 ? `  via ${v.chain.join(' → ')}` : ''}`;
