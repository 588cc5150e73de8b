import { type Address, createPublicClient, custom, type PublicClient, toHex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicDelegationAbi } from '@portal/core/abi/publicDelegation';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { listHoldingsOfDelegator, listPoolHoldings } from '@portal/core/db/repositories/delegations';
import { putProposalViews } from '@portal/core/db/repositories/proposals';
import type { Council } from '@portal/core/entities/council';
import { DelegatorViewSchema } from '@portal/core/entities/delegation';
import type { ProposalChain } from '@portal/core/entities/proposal';
import { pebToKlay } from '@portal/core/format';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import { currentNetworkFixture, type CurrentNetworkFixture } from '@portal/devnet/contracts/currentNetworkFixture';
import { publicDelegationAbi as devnetPublicDelegationAbi } from '@portal/devnet/src/abis';
import { createApp } from '@portal/functions/src/app';
import { HEAD, proposalMeta } from '../../../test/fixtures/apiSeeds';
import { blockTimesFor, council, createdEvent, hash, reads, voteEvent } from '../../../test/fixtures/governance';
import { scanTable } from '../../../test/fixtures/tableScan';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { projectProposalChain } from '../project/proposalChain';
import { DELEGATIONS_JOB, runDelegationsJob } from './delegationsJob';

/**
 * The delegations job against an in-process chain of today's network (CnStakingV3 councils 11 and
 * 12 with public delegation, a CnStakingV2 council 13, and a contract that is no staking contract at
 * all), compared with what the PublicDelegation contracts answer at the indexed block; and the API's
 * delegator view over what it stored.
 */

let fixture: CurrentNetworkFixture;
let client: PublicClient;
let db: Db;
const lines: string[] = [];

const context = (): IndexerContext => ({
  db,
  client,
  config: parseServerConfig({ ADDRESS_BOOK_ADDRESS: fixture.addressBook, START_BLOCK: '0', CHAIN_ID: '31337', CONFIRMATIONS: '0' }),
  now: () => new Date('2030-01-01T00:00:00.000Z'),
  log: (line) => lines.push(line),
});

const staking = (address: Address, version: number) => ({ type: 'staking' as const, address, version });
/** One empty block, on the chain helper's clock (one block a second). */
const mineBlock = async () => fixture.chain.mineUntil((await fixture.chain.blockNumber()) + 2n);
const pool = (gcId: 11 | 12) => fixture.v3[gcId].publicDelegation!;

/** What the contract itself says of a holder at a block. */
async function onChain(poolAddress: Address, holder: Address, blockNumber: bigint) {
  const shares = await client.readContract({ address: poolAddress, abi: publicDelegationAbi, functionName: 'balanceOf', args: [holder], blockNumber });
  const assets = await client.readContract({ address: poolAddress, abi: publicDelegationAbi, functionName: 'convertToAssets', args: [shares], blockNumber });
  return { shares: String(shares), assets: String(assets) };
}

async function storedOf(holder: Address) {
  return (await listHoldingsOfDelegator(db, holder)).map(({ pool: p, council_id, shares, assets, block }) => ({ pool: p.toLowerCase(), council_id, shares, assets, block }));
}

/** Agenda n: council 11 votes Yes on every agenda, council 12 No on the first only (absent after). */
function agenda(id: number): ProposalChain {
  return projectProposalChain({
    created: createdEvent({ proposal_id: id, block: 900, tx_hash: hash(id), description: `On-chain ${id}` }),
    reads: reads({
      proposalId: id,
      schedule: { voteStart: 1_000n, voteEnd: 2_000n, queueDeadline: 3_000n },
      tally: { yes: 2n, no: id === 1 ? 1n : 0n, voters: id === 1 ? [11n, 12n] : [11n] },
      tracked: { councilIds: [11n, 12n, 13n], balances: [10_000_000n * 10n ** 18n, 6_000_000n * 10n ** 18n, 6_000_000n * 10n ** 18n], votes: [2n, 1n, 2n] },
    }),
    votes: [
      voteEvent({ proposal_id: id, gc_id: 11, votes: 2, choice: 1, tx_hash: hash(100 + id) }),
      ...(id === 1 ? [voteEvent({ proposal_id: id, gc_id: 12, votes: 1, choice: 0, tx_hash: hash(200 + id) })] : []),
    ],
    head: HEAD,
    blockTimes: blockTimesFor(900n, 1_000n, 2_000n),
  });
}

beforeAll(async () => {
  fixture = await currentNetworkFixture();
  client = createPublicClient({ transport: custom(fixture.chain.provider), cacheTime: 0 });
  db = await freshTestDb();
  const councils: Council[] = [
    { ...council(11, 'Eleven'), contracts: [staking(fixture.v3[11].staking, 3)] },
    { ...council(12, 'Twelve'), contracts: [staking(fixture.v3[12].staking, 3)] },
    { ...council(13, 'Thirteen'), contracts: [staking(fixture.v2[13], 2)] },
    // Not a staking contract at all (no VERSION): the job logs it and goes on.
    { ...council(14, 'Fourteen'), contracts: [staking(fixture.addressBook, 1)] },
  ];
  await putCouncilList(db, councils);
  await putProposalViews(db, buildProposalViews({ chains: [agenda(1), agenda(2)], metadata: [proposalMeta(1, 'Raise the gas floor', [1]), proposalMeta(2, 'Treasury grant', [2])], councils, voters: [], block: 10_500 }));
}, 300_000);

describe('delegations job on a chain of today’s network', () => {
  let firstBlock: bigint;

  it('stores every holder’s shares and value as the PublicDelegation answers them at the indexed block', async () => {
    const result = await runDelegationsJob(context());
    expect(result.skipped).toBeUndefined();
    firstBlock = BigInt(result.to!);
    expect(firstBlock).toBe(await client.getBlockNumber());
    const [d1, d2, d3] = fixture.delegators.map((d) => d.address);
    expect(await storedOf(d1!)).toEqual([{ pool: pool(11).toLowerCase(), council_id: 11, ...(await onChain(pool(11), d1!, firstBlock)), block: Number(firstBlock) }]);
    expect(await storedOf(d2!)).toEqual([{ pool: pool(11).toLowerCase(), council_id: 11, ...(await onChain(pool(11), d2!, firstBlock)), block: Number(firstBlock) }]);
    expect(await storedOf(d3!)).toEqual([{ pool: pool(12).toLowerCase(), council_id: 12, ...(await onChain(pool(12), d3!, firstBlock)), block: Number(firstBlock) }]);
    // 7M and 3M staked, no reward yet: one share, one kei.
    expect((await storedOf(d1!))[0]!.assets).toBe(String(7_000_000n * 10n ** 18n));
    expect((await listPoolHoldings(db, pool(11))).map((h) => h.holder).sort()).toEqual([d1, d2].sort());
    expect(lines.some((l) => l.includes(fixture.addressBook) && l.includes('not recognised'))).toBe(true);
  });

  it('writes nothing on a pass with no new block, and only its checkpoint when new blocks hold nothing for it', async () => {
    const before = await scanTable(db);
    expect((await runDelegationsJob(context())).skipped).toBe('up to date');
    expect(await scanTable(db)).toEqual(before);

    await mineBlock();
    lines.length = 0;
    const result = await runDelegationsJob(context());
    expect(result.to).toBe(Number(firstBlock) + 1);
    const after = await scanTable(db);
    const changed = after.filter((item) => !before.some((b) => JSON.stringify(b) === JSON.stringify(item))).map((i) => `${i.pk} ${i.sk}`);
    expect(changed).toEqual([`CHECKPOINT ${DELEGATIONS_JOB}`]);
    // The settled staking contracts are not asked again.
    expect(lines.some((l) => l.includes('not recognised'))).toBe(false);
  });

  it('follows a holder redeeming all its shares at once, and every holder’s value when rewards arrived, an interval later', async () => {
    const [d1, d2, d3] = fixture.delegators;
    const shares = await client.readContract({ address: pool(11), abi: publicDelegationAbi, functionName: 'balanceOf', args: [d2!.address] });
    await fixture.chain.write(d2!, { address: pool(11), abi: devnetPublicDelegationAbi, functionName: 'redeem', args: [d2!.address, shares] });
    // Rewards land on the PublicDelegation (its reward address) without a log; the value of a share moves.
    const balance = await client.getBalance({ address: pool(11) });
    await fixture.chain.provider.request({ method: 'hardhat_setBalance', params: [pool(11), toHex(balance + 1_000n * 10n ** 18n)] });
    await mineBlock();

    // At once: the holder whose shares moved. The others keep their value until an hour of blocks passed.
    const before = await storedOf(d1!.address);
    await runDelegationsJob(context());
    expect(await storedOf(d2!.address)).toEqual([]);
    expect(await storedOf(d1!.address)).toEqual(before);

    await mineBlock();
    const result = await runDelegationsJob(context(), { valueRefreshBlocks: 3 });
    const block = BigInt(result.to!);
    const d1Now = await onChain(pool(11), d1!.address, block);
    expect(BigInt(d1Now.assets)).toBeGreaterThan(7_000_000n * 10n ** 18n);
    expect(await storedOf(d1!.address)).toEqual([{ pool: pool(11).toLowerCase(), council_id: 11, ...d1Now, block: Number(block) }]);
    // Council 12's contract saw nothing: its holder's item is the one of the first pass.
    expect(await storedOf(d3!.address)).toEqual([{ pool: pool(12).toLowerCase(), council_id: 12, ...(await onChain(pool(12), d3!.address, block)), block: Number(firstBlock) }]);
  });

  it('answers the delegator view from what it stored: the councils backed and their votes, absences included', async () => {
    const app = createApp({ db });
    const [d1, d2, d3] = fixture.delegators.map((d) => d.address);
    const response = await app.request(`/v1/delegators/${d1}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=5');
    const view = DelegatorViewSchema.parse((await response.json()).result);
    const [holding] = await listHoldingsOfDelegator(db, d1!);
    expect(view.councils).toEqual([{ council: { id: 11, name: 'Eleven', thumbnail: 'https://img.example/11.png' }, pool: holding!.pool, shares: holding!.shares, value: pebToKlay(BigInt(holding!.assets)), block: holding!.block }]);
    expect(view.agendas.map((a) => [a.id, a.votes])).toEqual([
      [42, [{ council_id: 11, choice: 1, tracked: true }]],
      [41, [{ council_id: 11, choice: 1, tracked: true }]],
    ]);

    const third = DelegatorViewSchema.parse((await (await app.request(`/v1/delegators/${d3}`)).json()).result);
    expect(third.councils.map((c) => c.council.id)).toEqual([12]);
    expect(third.agendas.map((a) => [a.id, a.votes])).toEqual([
      [42, [{ council_id: 12, choice: -1, tracked: true }]],
      [41, [{ council_id: 12, choice: 0, tracked: true }]],
    ]);

    const gone = DelegatorViewSchema.parse((await (await app.request(`/v1/delegators/${d2}`)).json()).result);
    expect(gone).toEqual({ address: d2, councils: [], agendas: [] });
    expect((await app.request('/v1/delegators/0x12')).status).toBe(400);
  });
});
