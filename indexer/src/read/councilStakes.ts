import { type Address, getAddress, type PublicClient } from 'viem';
import { addressBookAbi } from '@portal/core/abi/addressBook';
import { trackerMinStakeAbi, votingAbi } from '@portal/core/abi/voting';
import { cnStakingAbi } from '@portal/core/abi/cnStaking';
import { publicDelegationAbi } from '@portal/core/abi/publicDelegation';
import { clRegistryAbi, erc20BalanceAbi, REGISTRY_ADDRESS, REGISTRY_NAMES, registryAbi } from '@portal/core/abi/consensusLiquidity';
import type { AddressBookState, CLPoolState, StakingContractState } from '../model/addressBook';
import { hasCode, unanswered } from './contractRefusal';

const CN_STAKING_TYPE = 'CnStakingContract';

export type AddressBookReadOptions = {
  /** One line per contract left out (e.g. `network: …`): the pass goes on without it. */
  log?: (line: string) => void;
  /**
   * The council the portal already knows for a staking contract or node (its published list): how a
   * V1, which has no gcId(), finds its council when no V2 of the same reward address names it.
   */
  knownCouncil?: (staking: Address, nodeId: Address) => number | undefined;
};

type Listed = { address: Address; nodeId: Address; rewardAddress: Address };
type Identified = Omit<StakingContractState, 'councilId'> & { councilId: number | null };

/**
 * The voting contract's staking tracker's MIN_STAKE at `blockNumber`: what a council's CnStaking must
 * reach to vote, as the contract answers it (never a constant). Null before the voting contract exists.
 */
export async function readMinStake(client: PublicClient, voting: Address, blockNumber: bigint): Promise<bigint | null> {
  if (!(await hasCode(client, voting, blockNumber))) return null;
  const tracker = await client.readContract({ address: voting, abi: votingAbi, functionName: 'stakingTracker', blockNumber });
  return client.readContract({ address: tracker, abi: trackerMinStakeAbi, functionName: 'MIN_STAKE', blockNumber });
}

/**
 * Every staking contract in the address book with its council, version and staked amount, at one
 * block. The version is what the contract answers: V2 and later name their council (gcId) and the
 * amount being withdrawn (unstaking); a V1 has neither, so its whole balance counts (as the network
 * counts it) and its council comes from a V2 sharing its reward address, or from the portal's list.
 * A contract that does not answer as a CnStaking contract is logged and left out, never thrown.
 */
export async function readAddressBook(
  client: PublicClient,
  addressBook: Address,
  blockNumber: bigint,
  options: AddressBookReadOptions = {},
): Promise<AddressBookState> {
  const log = options.log ?? (() => {});
  const [nodeIds, stakings, rewards, kcf, kff] = await client.readContract({
    address: addressBook,
    abi: addressBookAbi,
    functionName: 'getAllAddressInfo',
    blockNumber,
  });
  const read = async (listed: Listed): Promise<Identified | null> => {
    try {
      return await identify(client, listed, blockNumber, log);
    } catch (error) {
      // A node that cannot be reached fails the pass (the next one retries); a contract that
      // answers otherwise than a CnStaking contract is only left out.
      if (!(error instanceof NotCnStaking)) throw error;
      log(`staking contract ${listed.address} left out: ${error.message}`);
      return null;
    }
  };
  const identified = (
    await Promise.all(stakings.map((address, i) => read({ address, nodeId: nodeIds[i]!, rewardAddress: rewards[i]! })))
  ).filter((c): c is Identified => c !== null);

  const councilByReward = new Map(
    identified.flatMap((c) => (c.councilId === null ? [] : [[c.rewardAddress.toLowerCase(), c.councilId] as const])),
  );
  const stakingContracts: StakingContractState[] = [];
  for (const contract of identified) {
    const councilId =
      contract.councilId ??
      councilByReward.get(contract.rewardAddress.toLowerCase()) ??
      options.knownCouncil?.(contract.address, contract.nodeId);
    if (councilId === undefined) {
      log(`staking contract ${contract.address} (V${contract.version}) left out: no council names it`);
      continue;
    }
    stakingContracts.push({ ...contract, councilId });
  }
  const clPools = await readCLPools(client, blockNumber, new Set(stakingContracts.map((c) => c.councilId)), log);
  return { stakingContracts, clPools, kcf, kff };
}

const ZERO = '0x0000000000000000000000000000000000000000';

/**
 * The councils' CL pools as the staking tracker finds them: the KIP-149 registry's active CL registry
 * lists each council's pool, and a pool counts the WKAIA (the registry's "WrappedKaia") it holds. A
 * pool of a council with no CnStaking here is not counted, as the tracker does not count it. No
 * registry code (older blocks, other networks), or no CL registry named in it: no pools.
 */
export async function readCLPools(
  client: PublicClient,
  blockNumber: bigint,
  councils: ReadonlySet<number>,
  log: (line: string) => void = () => {},
): Promise<CLPoolState[]> {
  if (!(await hasCode(client, REGISTRY_ADDRESS, blockNumber))) return [];
  const active = (name: string) =>
    unanswered(client.readContract({ address: REGISTRY_ADDRESS, abi: registryAbi, functionName: 'getActiveAddr', args: [name], blockNumber }));
  const [clRegistry, wkaia] = await Promise.all([active(REGISTRY_NAMES.clRegistry), active(REGISTRY_NAMES.wrappedKaia)]);
  if (clRegistry === null || clRegistry === ZERO) return [];
  const listed = await unanswered(client.readContract({ address: clRegistry, abi: clRegistryAbi, functionName: 'getAllCLs', blockNumber }));
  if (listed === null) {
    log(`CL registry ${clRegistry} left out: it does not answer getAllCLs()`);
    return [];
  }
  const [nodeIds, gcIds, pools] = listed;
  const counted = pools.flatMap((pool, i) => {
    const councilId = Number(gcIds[i]);
    return councils.has(councilId) ? [{ councilId, nodeId: nodeIds[i]!, pool }] : [];
  });
  return Promise.all(
    counted.map(async (entry): Promise<CLPoolState> => {
      // The tracker counts nothing in a pool while the registry names no WKAIA.
      const amount =
        wkaia === null || wkaia === ZERO
          ? 0n
          : await client.readContract({ address: wkaia, abi: erc20BalanceAbi, functionName: 'balanceOf', args: [entry.pool], blockNumber });
      return { ...entry, amount };
    }),
  );
}

class NotCnStaking extends Error {}

/** What the contract says it is, and its stake; throws NotCnStaking (with why) for what it is not. */
async function identify(client: PublicClient, listed: Listed, blockNumber: bigint, log: (line: string) => void): Promise<Identified> {
  const { address } = listed;
  const [type, version, balance] = await Promise.all([
    unanswered(client.readContract({ address, abi: cnStakingAbi, functionName: 'CONTRACT_TYPE', blockNumber })),
    unanswered(client.readContract({ address, abi: cnStakingAbi, functionName: 'VERSION', blockNumber })),
    client.getBalance({ address, blockNumber }),
  ]);
  if (type !== CN_STAKING_TYPE || version === null || version < 1n) {
    const said = (value: unknown) => (value === null ? 'no answer' : JSON.stringify(String(value)));
    throw new NotCnStaking(`not a CnStaking contract it knows (CONTRACT_TYPE ${said(type)}, VERSION ${said(version)})`);
  }
  if (version === 1n) {
    // A V1 keeps an approved withdrawal in its balance until it is paid: the balance is its stake.
    return { ...listed, councilId: null, version: 1, staked: balance, delegated: 0n };
  }
  const [councilId, unstaking] = await Promise.all([
    unanswered(client.readContract({ address, abi: cnStakingAbi, functionName: 'gcId', blockNumber })),
    unanswered(client.readContract({ address, abi: cnStakingAbi, functionName: 'unstaking', blockNumber })),
  ]);
  if (councilId === null || unstaking === null || councilId === 0n) {
    throw new NotCnStaking(`V${version} that does not answer gcId() and unstaking()`);
  }
  return {
    ...listed,
    councilId: Number(councilId),
    version: Number(version),
    staked: balance > unstaking ? balance - unstaking : 0n,
    ...(version >= 3n ? await readDelegated(client, address, unstaking, blockNumber, log) : { delegated: 0n }),
  };
}

/**
 * A V3 taking public delegation: every deposit besides its initial lockup comes through its
 * public delegation (`staking`, which still includes what is being withdrawn). Once its
 * PublicDelegation is set, that contract's answers too: what its holders own, its commission, and
 * the V3's lockup; what is withdrawing is the V3's `unstaking` (the PD requests every withdrawal
 * through approveStakingWithdrawal and a claim pays it out).
 */
async function readDelegated(
  client: PublicClient,
  address: Address,
  unstaking: bigint,
  blockNumber: bigint,
  log: (line: string) => void,
): Promise<Pick<StakingContractState, 'delegated' | 'publicDelegation'>> {
  const enabled = await unanswered(
    client.readContract({ address, abi: cnStakingAbi, functionName: 'isPublicDelegationEnabled', blockNumber }),
  );
  if (enabled !== true) return { delegated: 0n };
  const [staking, contract, lockupInitial, lockupRemaining] = await Promise.all([
    client.readContract({ address, abi: cnStakingAbi, functionName: 'staking', blockNumber }),
    client.readContract({ address, abi: cnStakingAbi, functionName: 'publicDelegation', blockNumber }),
    client.readContract({ address, abi: cnStakingAbi, functionName: 'initialLockupStaking', blockNumber }),
    client.readContract({ address, abi: cnStakingAbi, functionName: 'remainingLockupStaking', blockNumber }),
  ]);
  const delegated = staking > unstaking ? staking - unstaking : 0n;
  if (contract === ZERO) return { delegated };
  const [holders, commissionRate, commissionDenominator, commissionTo] = await Promise.all([
    unanswered(client.readContract({ address: contract, abi: publicDelegationAbi, functionName: 'totalAssets', blockNumber })),
    unanswered(client.readContract({ address: contract, abi: publicDelegationAbi, functionName: 'commissionRate', blockNumber })),
    unanswered(client.readContract({ address: contract, abi: publicDelegationAbi, functionName: 'COMMISSION_DENOMINATOR', blockNumber })),
    unanswered(client.readContract({ address: contract, abi: publicDelegationAbi, functionName: 'commissionTo', blockNumber })),
  ]);
  if (holders === null || commissionRate === null || commissionDenominator === null || commissionTo === null) {
    // Its stake still counts (the V3 answered); only the contract's own figures are left out.
    log(`public delegation ${contract} of ${address} left out: it does not answer as a PublicDelegation`);
    return { delegated };
  }
  return {
    delegated,
    publicDelegation: {
      contract: getAddress(contract),
      holders,
      withdrawing: unstaking,
      commissionRate,
      commissionDenominator,
      commissionTo: getAddress(commissionTo),
      lockupInitial,
      lockupRemaining,
    },
  };
}
