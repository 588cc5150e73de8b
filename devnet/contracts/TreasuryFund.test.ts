import { parseEventLogs } from 'viem';
import { describe, expect, it } from 'vitest';
import { govParamAbi, treasuryFundAbi } from '../src/abis';
import { devnetAddress, klay } from '../src/accounts';
import { useGovernanceFixture, type GovernanceFixture } from './governanceFixture';

let f: GovernanceFixture;
useGovernanceFixture((fixture) => (f = fixture));

const recipient = devnetAddress('test/grantee');

describe('TreasuryFund', () => {
  it('names itself and records deposits', async () => {
    expect(await f.client.readContract({ address: f.contracts.kcf, abi: treasuryFundAbi, functionName: 'fundName' })).toBe('KCF');
    expect(await f.client.readContract({ address: f.contracts.kff, abi: treasuryFundAbi, functionName: 'voting' })).toBe(f.contracts.voting);
    const receipt = await f.chain.transfer(f.outsider, f.contracts.kff, klay(3));
    expect(parseEventLogs({ abi: treasuryFundAbi, eventName: 'Deposit', logs: receipt.logs })[0]!.args).toEqual({
      from: f.outsider.address,
      value: klay(3),
    });
  });

  it('pays out on its owner\'s order, saying why', async () => {
    const receipt = await f.chain.write(f.deployer, {
      address: f.contracts.kcf,
      abi: treasuryFundAbi,
      functionName: 'disburse',
      args: [recipient, klay(250), 'Marketing Expenses | Meetup'],
    });
    expect(parseEventLogs({ abi: treasuryFundAbi, eventName: 'Disbursement', logs: receipt.logs })[0]!.args).toEqual({
      recipient,
      value: klay(250),
      memo: 'Marketing Expenses | Meetup',
    });
    expect(await f.client.getBalance({ address: recipient })).toBe(klay(250));
    expect(await f.client.getBalance({ address: f.contracts.kcf })).toBe(klay(1_000_000 - 250));
  });

  it('refuses anyone but its owner or the voting contract, and payments it cannot make', async () => {
    const disburse = (from = f.deployer, to = recipient, value = klay(1)) =>
      f.chain.write(from, { address: f.contracts.kcf, abi: treasuryFundAbi, functionName: 'disburse', args: [to, value, 'x'] });
    await expect(disburse(f.outsider)).rejects.toThrow('Not the owner or voting');
    await expect(disburse(f.secretary)).rejects.toThrow('Not the owner or voting');
    await expect(disburse(f.deployer, recipient, 0n)).rejects.toThrow('Invalid value');
    await expect(disburse(f.deployer, recipient, klay(1_000_001))).rejects.toThrow('Invalid value');
    await expect(disburse(f.deployer, '0x0000000000000000000000000000000000000000')).rejects.toThrow('Invalid recipient');
    await expect(
      f.chain.write(f.outsider, { address: f.contracts.kcf, abi: treasuryFundAbi, functionName: 'setVoting', args: [f.outsider.address] }),
    ).rejects.toThrow('Not the owner');
  });
});

describe('GovParam', () => {
  const setParam = (from: typeof f.deployer, name: string, value: `0x${string}`) =>
    f.chain.write(from, { address: f.contracts.govParam, abi: govParamAbi, functionName: 'setParam', args: [name, value] });

  it('changes parameters only on the voting contract\'s order, never to nothing', async () => {
    expect(await f.client.readContract({ address: f.contracts.govParam, abi: govParamAbi, functionName: 'owner' })).toBe(f.contracts.voting);
    await expect(setParam(f.deployer, 'kip71.gastarget', '0x01')).rejects.toThrow('Not the owner');
    await expect(setParam(f.secretary, 'kip71.gastarget', '0x01')).rejects.toThrow('Not the owner');
    expect(await f.client.readContract({ address: f.contracts.govParam, abi: govParamAbi, functionName: 'getParam', args: ['kip71.gastarget'] })).toBe('0x');
  });

  it('stores what its owner sets, and refuses an empty name or value', async () => {
    const own = await f.chain.deploy(f.deployer, f.compiled.GovParam!, [f.deployer.address]);
    const set = (name: string, value: `0x${string}`) =>
      f.chain.write(f.deployer, { address: own, abi: govParamAbi, functionName: 'setParam', args: [name, value] });
    const receipt = await set('reward.ratio', '0x35302f32302f3330');
    expect(parseEventLogs({ abi: govParamAbi, eventName: 'SetParam', logs: receipt.logs })[0]!.args).toEqual({
      name: 'reward.ratio',
      value: '0x35302f32302f3330',
    });
    expect(await f.client.readContract({ address: own, abi: govParamAbi, functionName: 'getParam', args: ['reward.ratio'] })).toBe('0x35302f32302f3330');
    await expect(set('', '0x01')).rejects.toThrow('Empty param name');
    await expect(set('reward.ratio', '0x')).rejects.toThrow('Empty param value');
  });
});
