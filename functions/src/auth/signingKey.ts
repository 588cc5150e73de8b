import { HTTPException } from 'hono/http-exception';
import type { ServerConfig } from '@portal/core/config';

const BASE64URL_KEY = /^[A-Za-z0-9_-]{43,}$/;

function decodeKey(text: string, source: string): Uint8Array {
  const trimmed = text.trim();
  if (!BASE64URL_KEY.test(trimmed)) throw new Error(`${source} is not base64url of at least 32 bytes`);
  return new Uint8Array(Buffer.from(trimmed, 'base64url'));
}

async function readParameter(name: string, region: string): Promise<Uint8Array> {
  // Loaded here, once per process on AWS: a cold start that serves public reads never compiles the SSM client.
  const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const answer = await new SSMClient({ region }).send(new GetParameterCommand({ Name: name, WithDecryption: true }));
  const value = answer.Parameter?.Value;
  if (!value) throw new Error(`SSM parameter ${name} has no value`);
  return decodeKey(value, `SSM parameter ${name}`);
}

const keys = new WeakMap<ServerConfig, Promise<Uint8Array>>();

/**
 * The key session tokens are signed with (HMAC-SHA256): the local stack passes it in the
 * environment; on AWS it is read from its SSM SecureString once per process. Without either, no
 * token can be made or checked, and sign-in answers 503.
 */
export function tokenSigningKey(config: ServerConfig | undefined): Promise<Uint8Array> {
  if (!config || (!config.TOKEN_SIGNING_KEY && !config.TOKEN_KEY_PARAMETER)) {
    return Promise.reject(new HTTPException(503, { message: 'Sign-in is not configured on this server' }));
  }
  let key = keys.get(config);
  if (!key) {
    key = config.TOKEN_SIGNING_KEY
      ? Promise.resolve(decodeKey(config.TOKEN_SIGNING_KEY, 'TOKEN_SIGNING_KEY'))
      : readParameter(config.TOKEN_KEY_PARAMETER!, config.AWS_REGION);
    // A failed read (SSM briefly unavailable) is tried again by the next request, not cached.
    key.catch(() => keys.delete(config));
    keys.set(config, key);
  }
  return key;
}
