import { type Abi, type AbiFunction, encodeFunctionData, getAddress, stringToHex, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { govParamAbi } from '@portal/core/abi/govParam';
import { treasuryFundAbi } from '@portal/core/abi/treasuryFund';
import * as compiled from '@portal/devnet/src/abis';
import { decodeActions } from './decodeActions';

const GOV_PARAM = '0x00000000000000000000000000000000000000aa';
const KCF = '0x00000000000000000000000000000000000000bb';
const UNKNOWN = '0x00000000000000000000000000000000000000cc';
const RECIPIENT = '0x00000000000000000000000000000000000000dd';
const contracts = [
  { address: GOV_PARAM, name: 'GovParam', abi: govParamAbi as Abi },
  { address: getAddress(KCF), name: 'KCF (community fund)', abi: treasuryFundAbi as Abi },
  { address: RECIPIENT, name: 'KFF (foundation fund)', abi: treasuryFundAbi as Abi },
] as const;

describe('decodeActions', () => {
  it('names the function and its arguments on a known contract, addresses by the names the portal knows', () => {
    const disburse = encodeFunctionData({ abi: treasuryFundAbi, functionName: 'disburse', args: [RECIPIENT, 5n * 10n ** 18n, 'KGP-3 grant'] });
    const [action] = decodeActions({ targets: [KCF], values: ['0'], calldatas: [disburse] }, contracts);
    expect(action).toEqual({
      target: getAddress(KCF),
      target_name: 'KCF (community fund)',
      value: '0',
      calldata: disburse,
      selector: disburse.slice(0, 10),
      call: {
        function: 'disburse',
        signature: 'disburse(address,uint256,string)',
        args: [
          { name: 'recipient', type: 'address', value: getAddress(RECIPIENT), label: 'KFF (foundation fund)' },
          { name: 'value', type: 'uint256', value: '5000000000000000000', label: null },
          { name: 'memo', type: 'string', value: 'KGP-3 grant', label: null },
        ],
      },
    });
  });

  it('decodes the overload the selector names (the devnet and the main network GovParam)', () => {
    const devnet = encodeFunctionData({ abi: govParamAbi, functionName: 'setParam', args: ['kip71.gastarget', stringToHex('x')] });
    const main = encodeFunctionData({ abi: govParamAbi, functionName: 'setParam', args: ['kip71.gastarget', true, '0x01', 1000n] });
    const [a, b] = decodeActions({ targets: [GOV_PARAM, GOV_PARAM], values: ['0', '0'], calldatas: [devnet, main] }, contracts);
    expect(a!.call?.signature).toBe('setParam(string,bytes)');
    expect(a!.call?.args.map((arg) => arg.value)).toEqual(['kip71.gastarget', '0x78']);
    expect(b!.call?.signature).toBe('setParam(string,bool,bytes,uint256)');
    expect(b!.call?.args.map((arg) => arg.value)).toEqual(['kip71.gastarget', 'true', '0x01', '1000']);
  });

  it('leaves an unknown target, an unknown selector and a plain transfer raw, with their selector', () => {
    const disburse = encodeFunctionData({ abi: treasuryFundAbi, functionName: 'disburse', args: [RECIPIENT, 1n, 'm'] });
    const actions = decodeActions(
      { targets: [UNKNOWN, GOV_PARAM, UNKNOWN], values: ['0', '0', '1000'], calldatas: [disburse, '0xdeadbeef00', '0x'] },
      contracts,
    );
    expect(actions.map((a) => [a.target_name, a.selector, a.call])).toEqual([
      [null, disburse.slice(0, 10), null],
      ['GovParam', '0xdeadbeef', null],
      [null, null, null],
    ]);
  });
});

describe('the ABIs actions are decoded with', () => {
  const selectors = (abi: readonly unknown[]) =>
    (abi as Abi).filter((item): item is AbiFunction => item.type === 'function').map((item) => toFunctionSelector(item)).sort();

  it('know every function of the devnet’s compiled GovParam and TreasuryFund', () => {
    expect(selectors(govParamAbi)).toEqual(expect.arrayContaining(selectors(compiled.govParamAbi)));
    expect(selectors(treasuryFundAbi)).toEqual(expect.arrayContaining(selectors(compiled.treasuryFundAbi)));
  });
});
