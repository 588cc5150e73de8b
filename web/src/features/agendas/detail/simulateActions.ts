/**
 * "Simulate": each of an agenda's actions run with eth_call from the voting contract (which calls
 * the targets itself when it executes a proposal) at the latest block, as the browser's own read of
 * the network's RPC. Reached only through a dynamic import on the click, so viem never enters a
 * first load.
 */
import { type Abi, type Address, BaseError, createPublicClient, decodeErrorResult, type Hex, http, isHex } from 'viem';
import { addressBookAbi } from '@portal/core/abi/addressBook';
import { cnStakingAbi } from '@portal/core/abi/cnStaking';
import { govParamAbi } from '@portal/core/abi/govParam';
import { treasuryFundAbi } from '@portal/core/abi/treasuryFund';
import { stakingTrackerAbi, votingAbi } from '@portal/core/abi/voting';
import type { ProposalAction } from '@portal/core/entities/proposal';
import { loadNetworkConfig } from '../../../shared/network/loadNetworkConfig';

/** `current`: for a GovParam change, the parameter's value now (what the action would replace); null when unreadable. */
export type SimulationResult = ({ ok: true; returnData: Hex } | { ok: false; reason: string }) & { current?: { name: string; value: Hex } | null };
export type SimulationOutcome = { block: number; results: SimulationResult[] };

/** Custom errors of the contracts the portal knows; Error(string) and Panic(uint256) viem always knows. */
const KNOWN_ABIS: Abi = [...votingAbi, ...stakingTrackerAbi, ...govParamAbi, ...treasuryFundAbi, ...addressBookAbi, ...cnStakingAbi] as Abi;

/** Solidity's panic codes (0x11: arithmetic overflow…), as the compiler documents them. */
const PANIC_REASONS: Record<number, string> = {
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division by zero',
  0x21: 'invalid enum value',
  0x22: 'invalid storage byte array',
  0x31: 'pop on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to an uninitialised function',
};

/** The parameter a GovParam change names (its `name` argument), or null for any other action. */
function changedParam(action: Pick<ProposalAction, 'call'>): string | null {
  const { call } = action;
  if (!call || !/^setParam(In)?$/.test(call.function)) return null;
  return call.args.find((arg) => arg.name === 'name' && arg.type === 'string')?.value ?? null;
}

export async function simulateActions(actions: readonly Pick<ProposalAction, 'target' | 'value' | 'calldata' | 'call'>[]): Promise<SimulationOutcome> {
  const network = await loadNetworkConfig();
  if (!network.voting_address) throw new Error('This network has no voting contract configured.');
  const executor = network.voting_address as Address;
  const client = createPublicClient({ transport: http(network.rpc_url), batch: { multicall: false } });
  const block = await client.getBlockNumber({ cacheTime: 0 });
  const readCurrent = async (action: (typeof actions)[number]): Promise<SimulationResult['current']> => {
    const name = changedParam(action);
    if (name === null) return undefined;
    try {
      const value = await client.readContract({ address: action.target as Address, abi: govParamAbi, functionName: 'getParam', args: [name], blockNumber: block });
      return { name, value };
    } catch {
      return null;
    }
  };
  const results = await Promise.all(
    actions.map(async (action): Promise<SimulationResult> => {
      const current = await readCurrent(action);
      const extra = current === undefined ? {} : { current };
      try {
        const { data } = await client.call({ account: executor, to: action.target as Address, value: BigInt(action.value), data: action.calldata as Hex, blockNumber: block });
        return { ok: true, returnData: data ?? '0x', ...extra };
      } catch (error) {
        return { ok: false, reason: revertReason(error), ...extra };
      }
    }),
  );
  return { block: Number(block), results };
}

/** The revert's reason in words: Error(string)'s text, a panic's meaning, a known custom error with its arguments. */
export function revertReason(error: unknown): string {
  const data = revertData(error);
  if (data === undefined) return error instanceof BaseError ? error.shortMessage : String(error);
  if (data === '0x') return 'no reason given';
  try {
    const decoded = decodeErrorResult({ abi: KNOWN_ABIS, data });
    const args = (decoded.args ?? []) as readonly unknown[];
    if (decoded.errorName === 'Error') return String(args[0]);
    if (decoded.errorName === 'Panic') {
      const code = Number(args[0]);
      return `Panic 0x${code.toString(16).padStart(2, '0')} (${PANIC_REASONS[code] ?? 'unknown panic code'})`;
    }
    return `${decoded.errorName}(${args.map((a) => String(a)).join(', ')})`;
  } catch {
    return `unknown error ${data.slice(0, 10)}`;
  }
}

/** The revert data an RPC attaches to the error (as `data`, or `data.data` as hardhat nodes do). */
function revertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined;
  let found: Hex | undefined;
  error.walk((cause) => {
    const data = (cause as { data?: unknown }).data;
    const hex = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data;
    if (typeof hex === 'string' && isHex(hex)) found = hex;
    return false;
  });
  return found;
}
