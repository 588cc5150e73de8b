import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devnetFingerprint } from '@portal/devnet/src/node';

/**
 * A local stack's data folder once the devnet has played its scenario and the indexer has caught up
 * with it: the chain's journal, DynamoDB Local's file and the S3 folders. `npm test` makes one
 * before its browser and integration lanes (playStack.ts, beside this file) and hands it on in
 * PORTAL_PLAYED_STACK, so each stack the tests start replays that chain and opens that table
 * instead of playing and indexing the same 6.5 million blocks again (about 40 s of CPU each).
 */
const READY = 'played-stack.json';

type Ready = { devnetFingerprint: string };

/** Marks `dataDir` (a stopped stack's folder) as a played stack others may start from. */
export function markPlayedStack(dataDir: string): void {
  writeFileSync(join(dataDir, READY), JSON.stringify({ devnetFingerprint: devnetFingerprint() } satisfies Ready));
}

/**
 * The played stack's folder, if `playedDir` holds one made by this devnet code; a stack made by
 * other code (another checkout's, an older commit's) is never started from.
 */
export function playedStackAt(playedDir: string | undefined): string | null {
  if (!playedDir || !existsSync(join(playedDir, READY))) return null;
  const ready = JSON.parse(readFileSync(join(playedDir, READY), 'utf8')) as Ready;
  return ready.devnetFingerprint === devnetFingerprint() ? playedDir : null;
}

/** Starts an empty data folder as a copy of the played stack; a folder already in use is left as it is. */
export function copyPlayedStack(playedDir: string, dataDir: string): boolean {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(playedDir, dataDir, { recursive: true, filter: (source) => !source.endsWith(READY) && !source.endsWith('stack.json') });
  return true;
}
