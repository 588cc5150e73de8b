import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Runs the indexer's treasury job now and resolves when it has run (Sync Data, POST
 * /v1/treasury/transactions). The API may not import the indexer (layer rule 3), so the entry
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

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData) =>
  typeof data === 'string' ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** SHA-256 for the signer, from node's crypto (keyed: HMAC). */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: SourceData) {
    this.hash.update(bytesOf(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/**
 * On AWS: the indexer function invoked synchronously with the treasury job's event, signed with the
 * API function's own credentials (its role may invoke that function and nothing else). The indexer
 * runs one invocation at a time (reserved concurrency 1): while the scheduled run holds it the
 * invocation is throttled, and is retried until that run has ended.
 */
export function invokeIndexerTreasuryJob(functionName: string, region: string, env: NodeJS.ProcessEnv = process.env): TreasuryJobRunner {
  const signer = new SignatureV4({
    service: 'lambda',
    region,
    sha256: Sha256,
    credentials: async () => ({
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    }),
  });
  const hostname = `lambda.${region}.amazonaws.com`;
  const path = `/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`;
  const body = JSON.stringify(TREASURY_JOB_EVENT);
  return async () => {
    for (let attempt = 0; ; attempt++) {
      const signed = await signer.sign({
        method: 'POST',
        protocol: 'https:',
        hostname,
        path,
        query: {},
        headers: { host: hostname, 'content-type': 'application/json', 'x-amz-invocation-type': 'RequestResponse' },
        body,
      });
      const answer = await fetch(`https://${hostname}${path}`, { method: 'POST', headers: signed.headers, body });
      const text = await answer.text();
      if (answer.status === 429 && attempt < THROTTLED_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, THROTTLED_PAUSE_MS));
        continue;
      }
      if (!answer.ok) throw new Error(`Invoking the indexer failed with ${answer.status}: ${text.slice(0, 200)}`);
      if (answer.headers.get('x-amz-function-error')) throw new Error(`The treasury job failed: ${text.slice(0, 200)}`);
      return;
    }
  };
}
