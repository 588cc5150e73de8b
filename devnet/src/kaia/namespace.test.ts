import { createPublicClient, custom, type Address, type PublicClient } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { trafficDeployerKeyLabel, trafficProjects } from '../../scenario/projects';
import { addressBookAbi, cnStakingV2Abi } from '../abis';
import { devnetPrivateKey, holderKey, liquidityProviderKey, rewardAddressOf, stakingAdminKey } from '../accounts';
import { genesisAccounts } from '../chainConfig';
import type { Deployment } from '../deployment';
import { createInProcessDevnet } from '../node';
import { councilPlans, publicDelegations, versionOf } from '../scenario/councilPlan';
import { TRAFFIC_USERS, trafficUserKey } from '../scenario/networkTraffic';
import { DAY } from '../scenario/timeline';
import { BLOCKS_WITH_TRANSACTIONS_LIMIT } from './namespace';

let client: PublicClient;
let deployment: Deployment;
let head: bigint;

beforeAll(async () => {
  const devnet = await createInProcessDevnet();
  deployment = devnet.deployment;
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
  head = await client.getBlockNumber();
}, 120_000);

const rpc = <T>(method: string, params: unknown[]) => client.request({ method: method as 'eth_chainId', params: params as never }) as Promise<T>;
const hex = (n: bigint | number) => `0x${n.toString(16)}`;

/** Every account that ever signs on the devnet: genesis accounts, the traffic's users and its deployer. */
const senders: Address[] = [
  ...genesisAccounts.map((account) => privateKeyToAddress(account.privateKey)),
  ...Array.from({ length: TRAFFIC_USERS }, (_, i) => privateKeyToAddress(trafficUserKey(i))),
  privateKeyToAddress(devnetPrivateKey(trafficDeployerKeyLabel)),
  // Today's network: the V1/V3 staking admins, the public-delegation holders and the CL pools' provider.
  ...councilPlans.filter((plan) => plan.staking.some((s) => versionOf(s) !== 2)).map((plan) => privateKeyToAddress(stakingAdminKey(plan.councilId))),
  ...[...new Set(publicDelegations.map((d) => d.holder))].map((holder) => privateKeyToAddress(holderKey(holder))),
  privateKeyToAddress(liquidityProviderKey),
];

/** Transactions in blocks (from, to], counted without the devnet's help: every transaction raises its sender's nonce. */
async function noncesBetween(from: bigint, to: bigint): Promise<number> {
  let count = 0;
  for (const address of senders) {
    const [before, after] = await Promise.all([
      client.getTransactionCount({ address, blockNumber: from }),
      client.getTransactionCount({ address, blockNumber: to }),
    ]);
    count += after - before;
  }
  return count;
}

type Listed = { number: string; timestamp: string; transactionCount: number };

async function blocksWithTransactions(from: bigint, to: bigint): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let start = from; start <= to; ) {
    const page = await rpc<Listed[]>('portal_getBlocksWithTransactions', [hex(start), hex(to)]);
    all.push(...page);
    if (page.length < BLOCKS_WITH_TRANSACTIONS_LIMIT) break;
    start = BigInt(page.at(-1)!.number) + 1n;
  }
  return all;
}

describe('portal_getBlocksWithTransactions', () => {
  it('lists every transaction the chain holds, as the senders\' nonces count them', async () => {
    const listed = await blocksWithTransactions(0n, head);
    const listedTotal = listed.reduce((sum, block) => sum + block.transactionCount, 0);
    expect(listedTotal).toBe(await noncesBetween(0n, head));
    expect(listedTotal).toBeGreaterThan(2_000);
    // And day by day, for a few days.
    for (const day of [3n, 30n, 61n]) {
      const [from, to] = [day * BigInt(DAY), (day + 1n) * BigInt(DAY)];
      const inDay = listed.filter((b) => BigInt(b.number) > from && BigInt(b.number) <= to);
      expect(inDay.reduce((sum, b) => sum + b.transactionCount, 0)).toBe(await noncesBetween(from, to));
    }
  });

  it('reports each listed block as the block itself says', async () => {
    const listed = await blocksWithTransactions(BigInt(DAY) * 40n, BigInt(DAY) * 42n);
    expect(listed.length).toBeGreaterThan(3);
    for (const entry of listed) {
      const block = await client.getBlock({ blockNumber: BigInt(entry.number) });
      expect(block.transactions.length).toBe(entry.transactionCount);
      expect(block.timestamp).toBe(BigInt(entry.timestamp));
    }
  });
});

describe('minting and rewards', () => {
  it('credits each staking day\'s rewards to their recipients at the next staking block', async () => {
    const day = 50n;
    const [lower, upper] = [day * BigInt(DAY) + 1n, (day + 1n) * BigInt(DAY)];
    const accumulated = await rpc<{ rewards: Record<string, string>; totalMinted: string; totalProposerRewards: string; totalStakingRewards: string; totalKIFRewards: string; totalKEFRewards: string }>(
      'governance_getRewardsAccumulated',
      [hex(lower), hex(upper)],
    );
    expect(BigInt(accumulated.totalMinted)).toBeGreaterThan(0n);
    // Councils whose reward address saw nothing else that day, and the fund that paid nothing out.
    const quiet = councilPlans.filter((p) => p.resignDay === undefined && (p.joinDay ?? 0) < 40).map((p) => rewardAddressOf(p.councilId));
    let checked = 0;
    for (const address of [...quiet, deployment.contracts.kff]) {
      const expected = BigInt(accumulated.rewards[address.toLowerCase()] ?? '0');
      const before = await client.getBalance({ address, blockNumber: lower - 1n });
      const after = await client.getBalance({ address, blockNumber: upper });
      expect(after - before, address).toBe(expected);
      if (expected > 0n) checked++;
    }
    expect(checked).toBeGreaterThan(10);
    // The parts add up to what was minted (no fees in the parts: the tips went to the coinbase).
    const parts = ['totalProposerRewards', 'totalStakingRewards', 'totalKIFRewards', 'totalKEFRewards'] as const;
    const sum = parts.reduce((total, key) => total + BigInt(accumulated[key]), 0n);
    const rewards = Object.values(accumulated.rewards).reduce((total, value) => total + BigInt(value), 0n);
    expect(sum).toBe(rewards);
  });

  it('counts the minting in the total supply, and follows GovParam\'s minting amount once an agenda set it', async () => {
    const early = await rpc<Record<string, string>>('governance_getParams', [hex(BigInt(DAY) * 2n)]);
    const late = await rpc<Record<string, string>>('governance_getParams', [hex(head)]);
    expect(early['reward.mintingamount']).toBe('9600000000000000000');
    expect(late['reward.mintingamount']).toBe('6400000000000000000');
    expect(late['reward.ratio']).toBe('50/20/30');
    type Supply = { totalMinted: string; totalSupply: string; totalBurnt: string };
    const a = await rpc<Supply>('kaia_getTotalSupply', [hex(head - 100n)]);
    const b = await rpc<Supply>('kaia_getTotalSupply', [hex(head)]);
    expect(BigInt(b.totalMinted) - BigInt(a.totalMinted)).toBe(100n * 6_400_000_000_000_000_000n);
    expect(BigInt(b.totalSupply)).toBe(BigInt(b.totalMinted) - BigInt(b.totalBurnt));
  });

  it('answers kaia_getRewards for one block with the same parts', async () => {
    const block = await rpc<{ minted: string; proposer: string; stakers: string; kif: string; kef: string; rewards: Record<string, string> }>('kaia_getRewards', [hex(head - 5n)]);
    expect(BigInt(block.minted)).toBe(6_400_000_000_000_000_000n);
    expect(BigInt(block.proposer) + BigInt(block.stakers) + BigInt(block.kif) + BigInt(block.kef)).toBe(BigInt(block.minted));
  });
});

describe('kaia_getStakingInfo', () => {
  it('reports each staking contract\'s stake (balance less unstaking) at its staking block', async () => {
    const info = await rpc<{ blockNum: number; councilStakingAddrs: Address[]; councilStakingAmounts: number[]; kcfAddr: Address; kffAddr: Address }>(
      'kaia_getStakingInfo',
      [hex(head - 10n)],
    );
    expect(BigInt(info.blockNum) % BigInt(DAY)).toBe(0n);
    const blockNumber = BigInt(info.blockNum);
    const [, stakings] = await client.readContract({ address: deployment.contracts.addressBook, abi: addressBookAbi, functionName: 'getAllAddressInfo', blockNumber });
    expect(info.councilStakingAddrs).toEqual(stakings);
    for (const [i, staking] of info.councilStakingAddrs.entries()) {
      const balance = await client.getBalance({ address: staking, blockNumber });
      // A first-version contract has no unstaking() (its fallback reverts): its whole balance counts.
      const version = await client.readContract({ address: staking, abi: cnStakingV2Abi, functionName: 'VERSION', blockNumber });
      const unstaking = version >= 2n ? await client.readContract({ address: staking, abi: cnStakingV2Abi, functionName: 'unstaking', blockNumber }) : 0n;
      expect(BigInt(info.councilStakingAmounts[i]!)).toBe((balance - unstaking) / 10n ** 18n);
    }
    expect(info.kcfAddr).toBe(deployment.contracts.kcf);
    expect(info.kffAddr).toBe(deployment.contracts.kff);
  });
});

describe('the traffic', () => {
  it('deploys the projects where the fixture says, and calls them', async () => {
    for (const project of trafficProjects()) {
      expect((await client.getCode({ address: project.address }))?.length ?? 0).toBeGreaterThan(2);
    }
  });
});
