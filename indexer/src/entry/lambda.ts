import type { ScheduledEvent } from 'aws-lambda';
import { serverConfig } from '@portal/core/config';
import { createIndexerContext } from '../createContext';
import { indexerLag, lagMetricLine } from '../lag';
import { runTreasuryJobNow } from '../jobs/treasuryJob';
import { runIndexer } from '../runIndexer';

const ctx = createIndexerContext(serverConfig());

/** The API's Sync Data invokes the function with this event: the treasury job only, now. */
type TreasuryJobEvent = { job: 'treasury' };

function isTreasuryJobEvent(event: unknown): event is TreasuryJobEvent {
  return typeof event === 'object' && event !== null && (event as { job?: unknown }).job === 'treasury';
}

/**
 * The scheduled indexer on AWS, and the treasury job alone when the API asks for it (Sync Data; it
 * waits for the answer, and a failure reaches it as the invocation's function error). A run with a failed job throws, so the failure reaches the
 * function's error metric and the dead-letter queue; the other jobs' work is already saved.
 */
export async function handler(event: ScheduledEvent | TreasuryJobEvent) {
  if (isTreasuryJobEvent(event)) {
    await runTreasuryJobNow(ctx);
    return { job: 'treasury', ok: true };
  }
  const summary = await runIndexer(ctx);
  console.log(JSON.stringify({ level: 'info', event: event['detail-type'], ...summary }));
  // Published every run (the LagAlarm treats a missing point as configured); a failed read of the
  // lag is logged and does not fail a run whose jobs succeeded.
  try {
    const lag = await indexerLag(ctx);
    if (lag !== null) process.stdout.write(`${lagMetricLine(ctx.config.CHAIN_ID, lag, ctx.now())}\n`);
  } catch (error) {
    console.log(JSON.stringify({ level: 'warn', message: `lag not measured: ${(error as Error).message}` }));
  }
  if (summary.failed.length > 0) throw new Error(`indexer jobs failed: ${summary.failed.map((f) => f.job).join(', ')}`);
  return summary;
}
