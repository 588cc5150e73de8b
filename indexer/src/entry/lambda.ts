import type { ScheduledEvent } from 'aws-lambda';
import { serverConfig } from '@portal/core/config';
import { createIndexerContext } from '../createContext';
import { runIndexer } from '../runIndexer';

const ctx = createIndexerContext(serverConfig());

/**
 * The scheduled indexer on AWS. A run with a failed job throws, so the failure reaches the
 * function's error metric and the dead-letter queue; the other jobs' work is already saved.
 */
export async function handler(event: ScheduledEvent) {
  const summary = await runIndexer(ctx);
  console.log(JSON.stringify({ level: 'info', event: event['detail-type'], ...summary }));
  if (summary.failed.length > 0) throw new Error(`indexer jobs failed: ${summary.failed.map((f) => f.job).join(', ')}`);
  return summary;
}
