import { INDEXER_LAG_METRIC } from '@portal/core/constants';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import type { IndexerContext } from './context';
import { CHAIN_ACTIVITY_JOB } from './jobs/chainActivityJob';
import { CONTRACTS_JOB } from './jobs/contractsJob';
import { GOVERNANCE_JOB } from './jobs/governanceJob';
import { STAKING_JOB } from './jobs/stakingJob';
import { SUPPLY_JOB } from './jobs/supplyJob';
import { TREASURY_JOB } from './jobs/treasuryJob';

/** The jobs that follow the chain block by block (the others follow the forum, the address book, the price). */
export const BLOCK_JOBS = [GOVERNANCE_JOB, CONTRACTS_JOB, SUPPLY_JOB, CHAIN_ACTIVITY_JOB, STAKING_JOB, TREASURY_JOB] as const;

/**
 * How many blocks the furthest-behind chain job is behind the head (0 when all are at head −
 * CONFIRMATIONS or later), or null before any of them has a checkpoint: that is a first backfill,
 * not a lag.
 */
export async function indexerLag(ctx: IndexerContext, jobs: readonly string[] = BLOCK_JOBS): Promise<number | null> {
  const [head, checkpoints] = await Promise.all([ctx.client.getBlockNumber(), Promise.all(jobs.map((job) => getCheckpoint(ctx.db, job)))]);
  const blocks = checkpoints.flatMap((c) => (c ? [c.block_number] : []));
  if (blocks.length === 0) return null;
  const target = Number(head) - ctx.config.CONFIRMATIONS;
  return Math.max(0, target - Math.min(...blocks));
}

/**
 * The lag as a CloudWatch embedded-metric-format log line: Lambda's log agent turns it into the
 * metric, with no API call and no IAM permission.
 */
export function lagMetricLine(chainId: number, lagBlocks: number, at: Date): string {
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        { Namespace: INDEXER_LAG_METRIC.namespace, Dimensions: [[INDEXER_LAG_METRIC.dimension]], Metrics: [{ Name: INDEXER_LAG_METRIC.metricName, Unit: 'Count' }] },
      ],
    },
    [INDEXER_LAG_METRIC.dimension]: String(chainId),
    [INDEXER_LAG_METRIC.metricName]: lagBlocks,
  });
}
