import { lambdaInvoker } from './lambdaInvoke';

/**
 * Runs the indexer's treasury job now and resolves when it has run (Sync Data, POST
 * /v1/treasury/transactions). The API may not import the indexer (test/architecture/layers.ts), so the entry
 * that starts the API injects it: locally the job in process, on AWS an invocation of the indexer
 * function for that job only.
 */
export type TreasuryJobRunner = () => Promise<void>;

/**
 * A second press while a run is under way joins that run instead of starting another; the next
 * press after it ends starts a new one.
 */
export function singleRun(run: TreasuryJobRunner): TreasuryJobRunner {
  let running: Promise<void> | null = null;
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}

/** The event the indexer function reads as "run the treasury job only". */
export const TREASURY_JOB_EVENT = { job: 'treasury' } as const;

const THROTTLED_RETRIES = 10;
const THROTTLED_PAUSE_MS = 2_000;

/**
 * On AWS: the indexer function invoked synchronously with the treasury job's event, signed with the
 * API function's own credentials (its role may invoke that function and the uploads judge only). The indexer
 * runs one invocation at a time (reserved concurrency 1): while the scheduled run holds it the
 * invocation is throttled, and is retried until that run has ended.
 */
export function invokeIndexerTreasuryJob(functionName: string, region: string, env: NodeJS.ProcessEnv = process.env): TreasuryJobRunner {
  const invoke = lambdaInvoker(functionName, region, { env });
  const body = JSON.stringify(TREASURY_JOB_EVENT);
  return async () => {
    for (let attempt = 0; ; attempt++) {
      const answer = await invoke(body);
      if (answer.status === 429 && attempt < THROTTLED_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, THROTTLED_PAUSE_MS));
        continue;
      }
      if (answer.status < 200 || answer.status > 299) throw new Error(`Invoking the indexer failed with ${answer.status}: ${answer.text.slice(0, 200)}`);
      if (answer.functionError) throw new Error(`The treasury job failed: ${answer.text.slice(0, 200)}`);
      return;
    }
  };
}
