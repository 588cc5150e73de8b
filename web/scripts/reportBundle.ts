/**
 * Run after `vite build` (npm run build -w web): prints Home's first-load JavaScript in kB gzip and
 * exits 1 when wallet or chart code is part of it, or when it is over the budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  CHUNK_MODULES_FILE,
  HOME_BUDGET_KB,
  MANIFEST_FILE,
  findForbidden,
  homeFirstLoad,
  kB,
  type ChunkModules,
  type Manifest,
} from './bundleReport';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as Manifest;
const chunkModules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;

const firstLoad = homeFirstLoad(manifest);
const sizeOf = (file: string) => {
  const content = readFileSync(join(dist, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};
const js = firstLoad.js.map(sizeOf);
const css = firstLoad.css.map(sizeOf);
const total = (list: { gzip: number }[]) => list.reduce((sum, item) => sum + item.gzip, 0);

console.log("\nHome's first load (gzip):");
for (const item of [...js, ...css]) console.log(`  ${item.file.padEnd(48)} ${kB(item.gzip).padStart(10)}  (${kB(item.raw)} raw)`);
const jsTotal = total(js);
console.log(`  JS total: ${kB(jsTotal)} (target ≤ ${HOME_BUDGET_KB} kB)   CSS total: ${kB(total(css))}\n`);

let failed = false;
const forbidden = findForbidden(firstLoad.js, chunkModules);
if (forbidden.length > 0) {
  failed = true;
  console.error(`✗ Home's first load contains ${forbidden.length} forbidden module(s):`);
  for (const { file, module, kind } of forbidden.slice(0, 20)) console.error(`  [${kind}] ${module}  (in ${file})`);
}
if (jsTotal > HOME_BUDGET_KB * 1024) {
  failed = true;
  console.error(`✗ Home's first-load JS is ${kB(jsTotal)}, over the ${HOME_BUDGET_KB} kB budget.`);
}
if (failed) process.exit(1);
console.log('✓ No wallet SDK or chart code on Home, and within budget.');
