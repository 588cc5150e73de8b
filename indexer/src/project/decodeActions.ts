import { type Abi, type AbiFunction, type AbiParameter, decodeFunctionData, getAddress, type Hex, isAddressEqual, slice, toFunctionSelector } from 'viem';
import { formatAbiItem } from 'viem/utils';
import type { ActionArgument, ProposalAction, ProposalChain } from '@portal/core/entities/proposal';
import type { KnownContract } from '../model/knownContracts';

type Actions = Pick<ProposalChain, 'targets' | 'values' | 'calldatas'>;

/**
 * A proposal's actions decoded: the function and its named arguments when the target is a known
 * contract whose interface has the selector, the selector alone otherwise. Addresses among the
 * arguments carry the known contract's name. Pure.
 */
export function decodeActions({ targets, values, calldatas }: Actions, contracts: readonly KnownContract[]): ProposalAction[] {
  const nameOf = (address: string): string | null => contracts.find((c) => isAddressEqual(c.address, getAddress(address)))?.name ?? null;
  return targets.map((target, i) => {
    const calldata = calldatas[i]! as Hex;
    const known = contracts.find((c) => isAddressEqual(c.address, getAddress(target)));
    const selector = calldata.length >= 10 ? slice(calldata, 0, 4).toLowerCase() : null;
    return {
      target: getAddress(target),
      target_name: known?.name ?? null,
      value: values[i]!,
      calldata,
      selector,
      call: known && selector ? decodeCall(known.abi, calldata, nameOf) : null,
    };
  });
}

function decodeCall(abi: Abi, calldata: Hex, nameOf: (address: string) => string | null): ProposalAction['call'] {
  try {
    const { functionName, args } = decodeFunctionData({ abi, data: calldata });
    // Overloads share a name: the one whose selector the calldata carries is the one decoded.
    const selector = slice(calldata, 0, 4).toLowerCase();
    const item = abi.find((entry): entry is AbiFunction => entry.type === 'function' && toFunctionSelector(entry) === selector)!;
    return {
      function: functionName,
      signature: formatAbiItem(item),
      args: item.inputs.map((input, j) => argument(input, (args ?? [])[j], j, nameOf)),
    };
  } catch {
    // A selector the interface does not have, or calldata that does not fit it: shown raw.
    return null;
  }
}

function argument(input: AbiParameter, value: unknown, index: number, nameOf: (address: string) => string | null): ActionArgument {
  const isAddress = input.type === 'address' && typeof value === 'string';
  return {
    name: input.name || `arg${index}`,
    type: input.type,
    value: isAddress ? getAddress(value) : text(value),
    label: isAddress ? nameOf(value) : null,
  };
}

/** Numbers in decimal, bytes in hex, lists and tuples as JSON of those. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}
