import { type Address, decodeEventLog, getAddress, type PublicClient, zeroAddress } from 'viem';
import { cnStakingV3Abi, publicDelegationAbi } from '@portal/core/abi/publicDelegation';
import type { AdaptiveRange } from './adaptiveRange';
import { isContractRefusal } from './contractRefusal';
import { scanLogs } from './governanceLogs';

/** What a staking contract says of public delegation: its PublicDelegation, or why it has none. */
export type PublicDelegationAnswer = { pool: Address } | { none: 'not CnStakingV3' | 'disabled' | 'not set yet' | 'unrecognised' };

/**
 * Asks a council's staking contract, as the network's CnStakingV3 answers: VERSION() 3,
 * isPublicDelegationEnabled(), publicDelegation(). A V1 contract (no VERSION) or anything else that
 * reverts is unrecognised, never an error of the pass; a node that fails fails the pass, so a
 * contract is never settled as unrecognised on a bad answer.
 */
export async function readPublicDelegationOf(client: PublicClient, staking: Address, blockNumber: bigint): Promise<PublicDelegationAnswer> {
  try {
    const version = await client.readContract({ address: staking, abi: cnStakingV3Abi, functionName: 'VERSION', blockNumber });
    if (version < 3n) return { none: 'not CnStakingV3' };
    const [enabled, pool] = await Promise.all([
      client.readContract({ address: staking, abi: cnStakingV3Abi, functionName: 'isPublicDelegationEnabled', blockNumber }),
      client.readContract({ address: staking, abi: cnStakingV3Abi, functionName: 'publicDelegation', blockNumber }),
    ]);
    if (!enabled) return { none: 'disabled' };
    return pool === zeroAddress ? { none: 'not set yet' } : { pool: getAddress(pool) };
  } catch (error) {
    if (isContractRefusal(error)) return { none: 'unrecognised' };
    throw error;
  }
}

/** The addresses whose pdKAIA moved (minted or burnt) in [from, to], per PublicDelegation contract. */
export async function readMovedHolders(client: PublicClient, pools: Address[], from: bigint, to: bigint, range: AdaptiveRange): Promise<Map<string, Set<Address>>> {
  const moved = new Map<string, Set<Address>>();
  if (pools.length === 0 || from > to) return moved;
  for await (const { logs } of scanLogs(client, () => pools, from, to, range)) {
    for (const log of logs) {
      let decoded;
      try {
        decoded = decodeEventLog({ abi: publicDelegationAbi, data: log.data, topics: log.topics });
      } catch {
        continue; // the contract's other events (Staked, Redeemed, commission…) say nothing Transfer does not
      }
      const key = log.address.toLowerCase();
      const holders = moved.get(key) ?? new Set<Address>();
      for (const party of [decoded.args.from, decoded.args.to]) if (party !== zeroAddress) holders.add(getAddress(party));
      moved.set(key, holders);
    }
  }
  return moved;
}

/** A PublicDelegation's total shares and assets: their ratio is what every share is worth. */
export async function readPoolTotals(client: PublicClient, pool: Address, blockNumber: bigint): Promise<{ shares: bigint; assets: bigint }> {
  const [shares, assets] = await Promise.all([
    client.readContract({ address: pool, abi: publicDelegationAbi, functionName: 'totalSupply', blockNumber }),
    client.readContract({ address: pool, abi: publicDelegationAbi, functionName: 'totalAssets', blockNumber }),
  ]);
  return { shares, assets };
}

/** One holder's shares and their value as the contract converts them (convertToAssets), at one block. */
export async function readHolding(client: PublicClient, pool: Address, holder: Address, blockNumber: bigint): Promise<{ shares: bigint; assets: bigint }> {
  const shares = await client.readContract({ address: pool, abi: publicDelegationAbi, functionName: 'balanceOf', args: [holder], blockNumber });
  if (shares === 0n) return { shares, assets: 0n };
  const assets = await client.readContract({ address: pool, abi: publicDelegationAbi, functionName: 'convertToAssets', args: [shares], blockNumber });
  return { shares, assets };
}
