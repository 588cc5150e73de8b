import { parseEventLogs, type Address } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { addressBookAbi } from '../src/abis';
import { devnetAddress } from '../src/accounts';
import { useGovernanceFixture, type GovernanceFixture } from './governanceFixture';

let f: GovernanceFixture;
let book: Address;
useGovernanceFixture((fixture) => (f = fixture));
beforeEach(async () => {
  book = await f.chain.deploy(f.deployer, f.compiled.AddressBook!);
});

const node = (n: number) => devnetAddress(`book/node-${n}`);
const stakingOf = (n: number) => devnetAddress(`book/staking-${n}`);
const rewardOf = (n: number) => devnetAddress(`book/reward-${n}`);

function register(n: number, from = f.deployer) {
  return f.chain.write(from, {
    address: book,
    abi: addressBookAbi,
    functionName: 'registerCnStakingContract',
    args: [node(n), stakingOf(n), rewardOf(n)],
  });
}

function unregister(n: number, from = f.deployer) {
  return f.chain.write(from, { address: book, abi: addressBookAbi, functionName: 'unregisterCnStakingContract', args: [node(n)] });
}

const info = () => f.client.readContract({ address: book, abi: addressBookAbi, functionName: 'getAllAddressInfo' });

describe('AddressBook', () => {
  it('lists node, staking contract and reward address triples, and the two funds', async () => {
    const registered = await register(1);
    expect(parseEventLogs({ abi: addressBookAbi, eventName: 'RegisterCnStakingContract', logs: registered.logs })[0]!.args).toEqual({
      cnNodeId: node(1),
      cnStakingContract: stakingOf(1),
      cnRewardAddress: rewardOf(1),
    });
    await register(2);
    await f.chain.write(f.deployer, { address: book, abi: addressBookAbi, functionName: 'updatePocContract', args: [f.contracts.kcf] });
    await f.chain.write(f.deployer, { address: book, abi: addressBookAbi, functionName: 'updateKirContract', args: [f.contracts.kff] });
    expect(await info()).toEqual([
      [node(1), node(2)],
      [stakingOf(1), stakingOf(2)],
      [rewardOf(1), rewardOf(2)],
      f.contracts.kcf,
      f.contracts.kff,
    ]);
    expect(await f.client.readContract({ address: book, abi: addressBookAbi, functionName: 'getCnInfo', args: [node(2)] })).toEqual([
      node(2),
      stakingOf(2),
      rewardOf(2),
    ]);
  });

  it('unregisters a node and keeps the others in order', async () => {
    for (const n of [1, 2, 3]) await register(n);
    const receipt = await unregister(2);
    expect(parseEventLogs({ abi: addressBookAbi, eventName: 'UnregisterCnStakingContract', logs: receipt.logs })[0]!.args).toEqual({
      cnNodeId: node(2),
    });
    expect((await info())[0]).toEqual([node(1), node(3)]);
    await expect(unregister(2)).rejects.toThrow('CN node not registered');
    await expect(
      f.client.readContract({ address: book, abi: addressBookAbi, functionName: 'getCnInfo', args: [node(2)] }),
    ).rejects.toThrow('CN node not registered');
  });

  it('refuses a node twice, null addresses, and anyone but its owner', async () => {
    await register(1);
    await expect(register(1)).rejects.toThrow('CN node already registered');
    await expect(
      f.chain.write(f.deployer, {
        address: book,
        abi: addressBookAbi,
        functionName: 'registerCnStakingContract',
        args: [node(5), '0x0000000000000000000000000000000000000000', rewardOf(5)],
      }),
    ).rejects.toThrow('Invalid address');
    await expect(register(2, f.outsider)).rejects.toThrow('Not the owner');
    await expect(unregister(1, f.outsider)).rejects.toThrow('Not the owner');
    for (const functionName of ['updatePocContract', 'updateKirContract'] as const) {
      await expect(f.chain.write(f.outsider, { address: book, abi: addressBookAbi, functionName, args: [node(1)] })).rejects.toThrow(
        'Not the owner',
      );
    }
  });
});
