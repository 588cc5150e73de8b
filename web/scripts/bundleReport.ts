/**
 * Pure logic of the bundle report (reportBundle.ts runs it after `vite build`): which files a visitor
 * landing on Home downloads before anything else, and whether wallet or chart code slipped into them.
 */

/** Written by vite.config.ts: chunk file → the module ids bundled into it (Vite's manifest lists chunks only). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
export const MANIFEST_FILE = '.vite/manifest.json';
/** Home's route module, as the manifest names it when it is its own chunk. */
export const HOME_ROUTE_SRC = 'src/routes/Home.tsx';
/** Target for Home's first-load JavaScript, gzip. */
export const HOME_BUDGET_KB = 130;
/** The GC page's route module (a lazy chunk). */
export const GC_ROUTE_SRC = 'src/routes/GC.tsx';
/** Target for the GC page's first-load JavaScript (entry + its chunk), gzip. */
export const GC_BUDGET_KB = 130;
/** A council's detail (/GC/Detail): its description's markdown renderer loads after its first load. */
export const GC_DETAIL_ROUTE_SRC = 'src/routes/GC/Detail.tsx';
/** The voting pages' route modules (lazy chunks): the Proposal page and an agenda's detail. */
export const PROPOSAL_ROUTE_SRC = 'src/routes/Proposal.tsx';
export const PROPOSAL_DETAIL_ROUTE_SRC = 'src/routes/Proposal/Detail.tsx';
/** Target for each voting page's first-load JavaScript (entry + its chunk), gzip. */
export const PROPOSAL_BUDGET_KB = 130;
/** The statistics pages: charts (Status, Treasury) and pdf.js (Privacy, Terms) load after their first load. */
export const STATUS_ROUTE_SRC = 'src/routes/Status.tsx';
export const TREASURY_ROUTE_SRC = 'src/routes/Treasury.tsx';
export const PRIVACY_ROUTE_SRC = 'src/routes/Privacy.tsx';
export const STATS_BUDGET_KB = 130;
/** The API reference (/Docs/API): a public page, under the same budget. */
export const DOCS_API_ROUTE_SRC = 'src/routes/Docs/API.tsx';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export type ChunkModules = Record<string, string[]>;

export const FORBIDDEN_ON_HOME = [
  { kind: 'wallet SDK', pattern: /[\\/]node_modules[\\/](@reown|wagmi|@wagmi|@walletconnect)[\\/]/ },
  // The chain and wallet code the vote needs (viem, the QR code of the mobile wallet) loads with the wallet.
  { kind: 'wallet SDK', pattern: /[\\/]node_modules[\\/](viem|ox|abitype|qrcode)[\\/]/ },
  { kind: 'chart', pattern: /[\\/]node_modules[\\/](@visx|d3|d3-[^\\/]+)[\\/]/ },
  { kind: 'pdf viewer', pattern: /[\\/]node_modules[\\/]pdfjs-dist[\\/]/ },
] as const;

export interface FirstLoad {
  /** Manifest keys, entry first. */
  keys: string[];
  js: string[];
  css: string[];
}

/** The entry, everything it imports statically (transitively), and Home's route chunk with its static imports. */
export function homeFirstLoad(manifest: Manifest, homeSrc = HOME_ROUTE_SRC): FirstLoad {
  return routeFirstLoad(manifest, homeSrc);
}

/**
 * What a visitor landing on a route downloads before anything else: the entry with its static
 * imports, and the route's chunk with its static imports (never dynamic ones, e.g. a lazy tab or chart).
 */
export function routeFirstLoad(manifest: Manifest, routeSrc: string): FirstLoad {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk: was the build run with build.manifest?');
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(routeSrc);
  const keys = [...seen];
  const js = keys.map((key) => manifest[key]?.file).filter((file): file is string => !!file && file.endsWith('.js'));
  const css = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))];
  return { keys, js, css };
}

export interface ForbiddenModule {
  file: string;
  module: string;
  kind: string;
}

export function findForbidden(files: string[], chunkModules: ChunkModules): ForbiddenModule[] {
  const found: ForbiddenModule[] = [];
  for (const file of files) {
    for (const module of chunkModules[file] ?? []) {
      const rule = FORBIDDEN_ON_HOME.find(({ pattern }) => pattern.test(module));
      if (rule) found.push({ file, module, kind: rule.kind });
    }
  }
  return found;
}

export function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
