/**
 * Run after `vite build` (npm run build -w web): prints the first-load JavaScript (kB gzip) of Home,
 * the GC page and a council's detail, the voting pages (/Proposal, /Proposal/Detail), the statistics and legal pages and the
 * API reference (/Docs/API), and exits 1 when wallet or chart code is part of one, or when one is
 * over its budget. The GC page's chart (the Rank panel's) must
 * load only when that panel opens; the wallet SDKs only when the user reaches for a wallet.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  CHUNK_MODULES_FILE,
  DOCS_API_ROUTE_SRC,
  findForbidden,
  GC_BUDGET_KB,
  GC_DETAIL_ROUTE_SRC,
  GC_ROUTE_SRC,
  HOME_BUDGET_KB,
  HOME_ROUTE_SRC,
  kB,
  MANIFEST_FILE,
  PROPOSAL_BUDGET_KB,
  PROPOSAL_DETAIL_ROUTE_SRC,
  PROPOSAL_ROUTE_SRC,
  PRIVACY_ROUTE_SRC,
  routeFirstLoad,
  STATS_BUDGET_KB,
  STATUS_ROUTE_SRC,
  TREASURY_ROUTE_SRC,
  type ChunkModules,
  type Manifest,
} from './bundleReport';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as Manifest;
const chunkModules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;

const sizeOf = (file: string) => {
  const content = readFileSync(join(dist, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};
const total = (list: { gzip: number }[]) => list.reduce((sum, item) => sum + item.gzip, 0);

let failed = false;
for (const { name, src, budget } of [
  { name: 'Home', src: HOME_ROUTE_SRC, budget: HOME_BUDGET_KB },
  { name: '/GC', src: GC_ROUTE_SRC, budget: GC_BUDGET_KB },
  { name: '/GC/Detail', src: GC_DETAIL_ROUTE_SRC, budget: GC_BUDGET_KB },
  { name: '/Proposal', src: PROPOSAL_ROUTE_SRC, budget: PROPOSAL_BUDGET_KB },
  { name: '/Proposal/Detail', src: PROPOSAL_DETAIL_ROUTE_SRC, budget: PROPOSAL_BUDGET_KB },
  { name: '/Status', src: STATUS_ROUTE_SRC, budget: STATS_BUDGET_KB },
  { name: '/Treasury', src: TREASURY_ROUTE_SRC, budget: STATS_BUDGET_KB },
  { name: '/Privacy', src: PRIVACY_ROUTE_SRC, budget: STATS_BUDGET_KB },
  { name: '/Docs/API', src: DOCS_API_ROUTE_SRC, budget: STATS_BUDGET_KB },
]) {
  if (!manifest[src] && name !== 'Home') {
    failed = true;
    console.error(`✗ ${src} is not its own chunk: the report cannot tell ${name}'s first load.`);
    continue;
  }
  const firstLoad = routeFirstLoad(manifest, src);
  const js = firstLoad.js.map(sizeOf);
  const css = firstLoad.css.map(sizeOf);
  console.log(`\n${name}'s first load (gzip):`);
  for (const item of [...js, ...css]) console.log(`  ${item.file.padEnd(48)} ${kB(item.gzip).padStart(10)}  (${kB(item.raw)} raw)`);
  const jsTotal = total(js);
  console.log(`  JS total: ${kB(jsTotal)} (target ≤ ${budget} kB)   CSS total: ${kB(total(css))}`);

  const forbidden = findForbidden(firstLoad.js, chunkModules);
  if (forbidden.length > 0) {
    failed = true;
    console.error(`✗ ${name}'s first load contains ${forbidden.length} forbidden module(s):`);
    for (const { file, module, kind } of forbidden.slice(0, 20)) console.error(`  [${kind}] ${module}  (in ${file})`);
  }
  if (jsTotal > budget * 1024) {
    failed = true;
    console.error(`✗ ${name}'s first-load JS is ${kB(jsTotal)}, over the ${budget} kB budget.`);
  }
}
console.log('');
if (failed) process.exit(1);
console.log('✓ No wallet SDK, chart or pdf.js code on Home, /GC, /GC/Detail, /Proposal, /Proposal/Detail, /Status, /Treasury, /Privacy or /Docs/API, and each within budget.');
