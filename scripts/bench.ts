/**
 * `npm run bench`: every benchmark, one after another (the machine has two cores, so they never
 * overlap). Each prints its own figures and ratios; nothing here asserts a time.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const benches: { name: string; args: string[] }[] = [
  { name: 'governance indexer backfill vs fetch-only', args: ['scripts/benchIndexer.ts', '--node=http', '--db=disk', '--runs=5'] },
];

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench.name}`);
  const run = spawnSync('npx', ['tsx', ...bench.args], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
