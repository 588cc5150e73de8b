import { HTTPException } from 'hono/http-exception';
import type { ServerConfig } from '@portal/core/config';

type Hex = `0x${string}`;
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

const keys = new WeakMap<ServerConfig, Promise<Hex>>();

/**
 * The key that pays the gas of the contract kind's confirmations (it has no say: the contract
 * checks the approvers' signatures). The local stack passes it in the environment
 * (SECRETARY_RELAYER_KEY); on AWS it is the SSM SecureString SECRETARY_KEY_PARAMETER names.
 */
export function relayerKey(config: ServerConfig): Promise<Hex> {
  let key = keys.get(config);
  if (!key) {
    if (config.SECRETARY_RELAYER_KEY) key = Promise.resolve(config.SECRETARY_RELAYER_KEY as Hex);
    else if (config.SECRETARY_KEY_PARAMETER) {
      const name = config.SECRETARY_KEY_PARAMETER;
      // Loaded on first use only: a cold start that serves public reads never compiles the SSM client.
      key = import('@aws-sdk/client-ssm')
        .then(({ GetParameterCommand, SSMClient }) => new SSMClient({ region: config.AWS_REGION }).send(new GetParameterCommand({ Name: name, WithDecryption: true })))
        .then((answer) => {
          const value = answer.Parameter?.Value?.trim();
          if (!value || !PRIVATE_KEY.test(value)) throw new Error(`SSM parameter ${name} is not a 32-byte hex key`);
          return value as Hex;
        });
      key.catch(() => keys.delete(config));
    } else {
      return Promise.reject(new HTTPException(503, { message: 'The secretary relayer is not configured on this server' }));
    }
    keys.set(config, key);
  }
  return key;
}
