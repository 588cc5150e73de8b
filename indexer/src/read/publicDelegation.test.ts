import { createPublicClient, custom, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { createHardhatProvider } from '@portal/devnet/src/hardhatProvider';
import { readPublicDelegationOf } from './publicDelegation';

const STAKING = '0x00000000000000000000000000000000000000A1';

describe('readPublicDelegationOf', () => {
  it('fails the pass when the node fails, rather than settling the contract as unrecognised', async () => {
    // Nothing listens on port 9 here: a node that cannot be reached.
    const client = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) });
    await expect(readPublicDelegationOf(client, STAKING, 0n)).rejects.toThrow();
  });

  it('calls an address with nothing to answer (no code) unrecognised', async () => {
    const client = createPublicClient({ transport: custom(await createHardhatProvider()) });
    expect(await readPublicDelegationOf(client, STAKING, 0n)).toEqual({ none: 'unrecognised' });
  });
});
