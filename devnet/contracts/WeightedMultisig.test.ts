import { encodeFunctionData, hashTypedData, parseEventLogs, stringToHex, type Address, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { govParamAbi, weightedMultisigAbi } from '../src/abis';
import { devnetPrivateKey, klay } from '../src/accounts';
import { encodeMultisigExecute, multisigTypedData, signMultisigCall, type MultisigCall } from '../src/multisig';
import { useGovernanceFixture, type GovernanceFixture } from './governanceFixture';

let f: GovernanceFixture;
useGovernanceFixture((fixture) => (f = fixture));

/** Weights 2, 1, 1 and threshold 3: the heavy owner and a light one suffice; the two light ones alone do not. */
let owners: PrivateKeyAccount[];
let heavy: PrivateKeyAccount;
let light1: PrivateKeyAccount;
let light2: PrivateKeyAccount;
let multisig: Address;
/** A GovParam the multisig owns: a target only it may change. */
let target: Address;

beforeAll(async () => {
  [heavy, light1, light2] = ['heavy', 'light-1', 'light-2'].map((label) => f.chain.account(devnetPrivateKey(`test/multisig/${label}`))) as [
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
  ];
  owners = [heavy, light1, light2];
  multisig = await f.chain.deploy(f.deployer, f.compiled.WeightedMultisig!, [owners.map((o) => o.address), [2n, 1n, 1n], 3n]);
  target = await f.chain.deploy(f.deployer, f.compiled.GovParam!, [multisig]);
});

const setParamData = (value: string): Hex =>
  encodeFunctionData({ abi: govParamAbi, functionName: 'setParam', args: ['kip71.gastarget', stringToHex(value)] });

const read = <name extends 'nonce' | 'threshold' | 'getOwners'>(functionName: name) =>
  f.client.readContract({ address: multisig, abi: weightedMultisigAbi, functionName });

async function callAt(data: Hex, value = 0n): Promise<MultisigCall> {
  return { to: target, value, data, nonce: await read('nonce') };
}

/** Relayed by an outsider: who sends does not matter, only the signatures. */
const relay = (call: MultisigCall, signatures: Hex[]) =>
  f.chain.send(f.outsider, { to: multisig, data: encodeMultisigExecute(call, signatures) });

const gasTarget = () =>
  f.client.readContract({ address: target, abi: govParamAbi, functionName: 'getParam', args: ['kip71.gastarget'] });

describe('WeightedMultisig', () => {
  it('tells its owners, weights and threshold', async () => {
    expect(await read('getOwners')).toEqual([owners.map((o) => o.address), [2n, 1n, 1n]]);
    expect(await read('threshold')).toBe(3n);
    expect(await read('nonce')).toBe(0n);
  });

  it('signs the same EIP-712 digest the contract checks', async () => {
    const call = await callAt(setParamData('1'));
    const onChain = await f.client.readContract({
      address: multisig,
      abi: weightedMultisigAbi,
      functionName: 'executeDigest',
      args: [call.to, call.value, call.data, call.nonce],
    });
    expect(hashTypedData(multisigTypedData(multisig, call))).toBe(onChain);
  });

  it('makes the call once the signed weight reaches the threshold, and counts the nonce', async () => {
    const call = await callAt(setParamData('50000000'));
    const receipt = await relay(call, await signMultisigCall(multisig, call, [heavy, light2]));
    expect(await gasTarget()).toBe(stringToHex('50000000'));
    expect(parseEventLogs({ abi: weightedMultisigAbi, eventName: 'Executed', logs: receipt.logs })[0]!.args).toEqual({
      nonce: 0n,
      to: target,
      value: 0n,
      data: call.data,
    });
    expect(await read('nonce')).toBe(1n);
    // The same signatures never serve twice: the nonce they signed is spent.
    await expect(relay(call, await signMultisigCall(multisig, call, [heavy, light2]))).rejects.toThrow('Not an owner');
  });

  it('refuses below the threshold, and a signer counted twice', async () => {
    const call = await callAt(setParamData('2'));
    await expect(relay(call, await signMultisigCall(multisig, call, [light1, light2]))).rejects.toThrow('Below threshold');
    await expect(relay(call, await signMultisigCall(multisig, call, [heavy]))).rejects.toThrow('Below threshold');
    const [heavySignature] = await signMultisigCall(multisig, call, [heavy]);
    await expect(relay(call, [heavySignature!, heavySignature!])).rejects.toThrow('Signers not in ascending order');
    const descending = (await signMultisigCall(multisig, call, [heavy, light1])).reverse();
    await expect(relay(call, descending)).rejects.toThrow('Signers not in ascending order');
    expect(await gasTarget()).toBe('0x');
  });

  it('refuses a non-owner, and signatures of other bytes', async () => {
    const call = await callAt(setParamData('3'));
    const stranger = f.chain.account(devnetPrivateKey('test/multisig/stranger'));
    await expect(relay(call, await signMultisigCall(multisig, call, [heavy, stranger]))).rejects.toThrow('Not an owner');
    const signed = await signMultisigCall(multisig, call, [heavy, light1]);
    await expect(relay({ ...call, data: setParamData('4') }, signed)).rejects.toThrow(/Not an owner|ascending/);
    await expect(relay(call, ['0x1234'])).rejects.toThrow('Invalid signature length');
  });

  it('passes the target\'s revert reason up and keeps the nonce', async () => {
    const call = await callAt(encodeFunctionData({ abi: govParamAbi, functionName: 'setParam', args: ['', '0x01'] }));
    await expect(relay(call, await signMultisigCall(multisig, call, [heavy, light1]))).rejects.toThrow('Empty param name');
    expect(await read('nonce')).toBe(0n);
  });

  it('sends value it holds', async () => {
    await f.chain.transfer(f.deployer, multisig, klay(5));
    const recipient = f.chain.account(devnetPrivateKey('test/multisig/recipient')).address;
    const call: MultisigCall = { to: recipient, value: klay(2), data: '0x', nonce: await read('nonce') };
    await relay(call, await signMultisigCall(multisig, call, [heavy, light1]));
    expect(await f.client.getBalance({ address: recipient })).toBe(klay(2));
  });

  it('changes its owners only through itself', async () => {
    const update = (threshold: bigint) =>
      encodeFunctionData({
        abi: weightedMultisigAbi,
        functionName: 'updateOwners',
        args: [[light1.address, light2.address], [1n, 1n], threshold],
      });
    await expect(f.chain.send(f.outsider, { to: multisig, data: update(2n) })).rejects.toThrow('Only through execute');
    const call: MultisigCall = { to: multisig, value: 0n, data: update(3n), nonce: await read('nonce') };
    await expect(relay(call, await signMultisigCall(multisig, call, [heavy, light1]))).rejects.toThrow('Invalid threshold');
    const good: MultisigCall = { ...call, data: update(2n) };
    await relay(good, await signMultisigCall(multisig, good, [heavy, light1]));
    expect(await read('getOwners')).toEqual([[light1.address, light2.address], [1n, 1n]]);
    expect(await read('threshold')).toBe(2n);
  });

  it('refuses a deployment without owners, with a zero weight, a duplicate or an unreachable threshold', async () => {
    const deploy = (addresses: Address[], weights: bigint[], threshold: bigint) =>
      f.chain.deploy(f.deployer, f.compiled.WeightedMultisig!, [addresses, weights, threshold]);
    await expect(deploy([], [], 1n)).rejects.toThrow('Owners and weights differ');
    await expect(deploy([heavy.address], [0n], 1n)).rejects.toThrow('Invalid weight');
    await expect(deploy([heavy.address, heavy.address], [1n, 1n], 1n)).rejects.toThrow('Duplicate owner');
    await expect(deploy([heavy.address], [1n], 2n)).rejects.toThrow('Invalid threshold');
    await expect(deploy([heavy.address], [1n], 0n)).rejects.toThrow('Invalid threshold');
  });
});
