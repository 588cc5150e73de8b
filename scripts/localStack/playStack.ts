/**
 * `npx tsx scripts/localStack/playStack.ts <folder>`: plays the devnet's scenario into an empty
 * stack in <folder>, lets the indexer catch up, stops it and marks it as a played stack
 * (playedStack.ts). `npm test` runs it once and gives the folder to its lanes in PORTAL_PLAYED_STACK.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { markPlayedStack } from './playedStack';
import { startLocalStack } from './stack';

const dir = process.argv[2];
if (!dir) throw new Error('usage: playStack.ts <empty folder>');
const dataDir = resolve(dir);
mkdirSync(dataDir, { recursive: true });
if (readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`);

const started = Date.now();
// The indexer's first run happens inside the start; its timer is never needed.
const stack = await startLocalStack({ dataDir, ports: 'free', webDir: null, indexerIntervalMs: 3_600_000, log: () => {} });
await stack.stop();
markPlayedStack(dataDir);
console.log(`played and indexed the devnet scenario in ${((Date.now() - started) / 1000).toFixed(0)} s: ${dataDir}`);
