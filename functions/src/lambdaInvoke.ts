import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

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

export type InvokeAnswer = { status: number; text: string; functionError: string | null };

/** Sends one JSON payload and answers what Lambda answered (status, body, and the function's error if it threw). */
export type LambdaInvoker = (payload: string) => Promise<InvokeAnswer>;

/**
 * A synchronous invocation of one function, signed with this function's own credentials (from the
 * environment Lambda gives it), without the Lambda client: the SigV4 signer is all the API bundles
 * for it. `endpoint` is Lambda's regional endpoint unless given (a test's stand-in).
 */
export function lambdaInvoker(
  functionName: string,
  region: string,
  options: { env?: NodeJS.ProcessEnv; endpoint?: string } = {},
): LambdaInvoker {
  const env = options.env ?? process.env;
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
  const endpoint = new URL(options.endpoint ?? `https://lambda.${region}.amazonaws.com`);
  const path = `/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`;
  return async (payload) => {
    const signed = await signer.sign({
      method: 'POST',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
      path,
      query: {},
      headers: { host: endpoint.host, 'content-type': 'application/json', 'x-amz-invocation-type': 'RequestResponse' },
      body: payload,
    });
    const answer = await fetch(`${endpoint.origin}${path}`, { method: 'POST', headers: signed.headers, body: payload });
    return { status: answer.status, text: await answer.text(), functionError: answer.headers.get('x-amz-function-error') };
  };
}
