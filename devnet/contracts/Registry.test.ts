import { parseEventLogs, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { registryAbi, stakingTrackerV2Abi } from '../src/abis';
import { REGISTRY_ADDRESS } from '../src/deployCurrentNetwork';
import { useCurrentNetworkFixture, type CurrentNetworkFixture } from './currentNetworkFixture';

let f: CurrentNetworkFixture;
useCurrentNetworkFixture((fixture) => (f = fixture));

const registry = { address: REGISTRY_ADDRESS, abi: registryAbi } as const;

describe('Registry (KIP-149) at its fixed address', () => {
  it('names the CL registry and WKAIA, where the tracker looks them up', async () => {
    expect(await f.chain.client.readContract({ ...registry, functionName: 'owner' })).toBe(f.deployer.address);
    expect(await f.chain.client.readContract({ ...registry, functionName: 'getAllNames' })).toEqual(['WrappedKaia', 'CLRegistry']);
    expect(await f.chain.client.readContract({ ...registry, functionName: 'getActiveAddr', args: ['CLRegistry'] })).toBe(f.liquidity.clRegistry);
    expect(await f.chain.client.readContract({ ...registry, functionName: 'getActiveAddr', args: ['WrappedKaia'] })).toBe(f.liquidity.wkaia);
    expect(await f.chain.client.readContract({ ...registry, functionName: 'getActiveAddr', args: ['Unknown'] })).toBe(zeroAddress);
    expect(
      await f.chain.client.readContract({ address: f.liquidity.stakingTrackerV2, abi: stakingTrackerV2Abi, functionName: 'REGISTRY_ADDRESS' }),
    ).toBe(REGISTRY_ADDRESS);
  });

  it('answers by block: a new record takes over at its activation block, and a pending one is overwritten', async () => {
    const replacement = f.v2[13];
    const head = await f.chain.blockNumber();
    const first = await f.chain.write(f.deployer, { ...registry, functionName: 'register', args: ['CLRegistry', replacement, head + 10n] });
    expect(parseEventLogs({ abi: registryAbi, eventName: 'Registered', logs: first.logs })[0]!.args).toEqual({
      name: 'CLRegistry',
      addr: replacement,
      activation: head + 10n,
    });
    // Still pending: overwritten in place, not queued behind.
    await f.chain.write(f.deployer, { ...registry, functionName: 'register', args: ['CLRegistry', replacement, head + 5n] });
    const records = await f.chain.client.readContract({ ...registry, functionName: 'getAllRecords', args: ['CLRegistry'] });
    expect(records.map((r) => [r.addr, r.activation])).toEqual([
      [f.liquidity.clRegistry, records[0]!.activation],
      [replacement, head + 5n],
    ]);
    const active = (blockNumber: bigint) =>
      f.chain.client.readContract({ ...registry, functionName: 'getActiveAddr', args: ['CLRegistry'], blockNumber });
    await f.chain.mineUntil(head + 6n);
    expect(await active(head + 4n)).toBe(f.liquidity.clRegistry);
    expect(await active(head + 5n)).toBe(replacement);
  });

  it('takes registrations only from its owner, and only for a later block', async () => {
    const [outsider] = f.delegators;
    const head = await f.chain.blockNumber();
    await expect(
      f.chain.write(outsider!, { ...registry, functionName: 'register', args: ['CLRegistry', f.v2[13], head + 10n] }),
    ).rejects.toThrow('Not owner');
    await expect(
      f.chain.write(f.deployer, { ...registry, functionName: 'register', args: ['CLRegistry', f.v2[13], head + 1n] }),
    ).rejects.toThrow("Can't register contract from past");
    await expect(f.chain.write(f.deployer, { ...registry, functionName: 'register', args: ['', f.v2[13], head + 10n] })).rejects.toThrow(
      'Empty string',
    );
  });
});
