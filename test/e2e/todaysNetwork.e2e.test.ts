import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, formatEther, http, parseAbi, parseAbiItem, type Address } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { formatKlay, formatRatioPercent } from '@portal/core/format';
import { networkProfileOf } from '@portal/core/networkProfile';
import { CHOICE_LABELS, ProposalState, VoteChoice } from '@portal/core/rules/proposals';
import { councilProfiles } from '@portal/devnet/scenario/councils';
import { holderKey } from '@portal/devnet/src/accounts';
import { todaysNetworkContracts } from '@portal/devnet/src/deployCurrentNetwork';
import { clPools, publicDelegations } from '@portal/devnet/src/scenario/councilPlan';
import delegatorsEn from '../../web/src/i18n/messages/en/delegators.json';
import { launchBrowser, newContext } from './support/browser';
import { councilStakesFromChain } from './support/gcChain';
import { deployment } from './support/voting';

/**
 * Today's network in the shared scenario (issue 26): a council on a V1 beside its V2, councils on
 * CnStakingV3 with public delegation, a council with a CL pool, and the voting contract switched to
 * the tracker that counts CL pools. Every figure is read from the chain here, not from our indexer.
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;
/** The machine may be busy: give the page time before an expectation fails. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const client = () => createPublicClient({ transport: http(inject('rpcUrl')), cacheTime: 0 });

const abi = parseAbi([
  'function staking() view returns (uint256)',
  'function unstaking() view returns (uint256)',
  'function isPublicDelegationEnabled() view returns (bool)',
  'function publicDelegation() view returns (address)',
  'function state(uint256 proposalId) view returns (uint8)',
  'function lastProposalId() view returns (uint256)',
  'function getReceipt(uint256 proposalId, uint256 gcId) view returns (bool hasVoted, uint8 choice, uint256 votes)',
  'function getAllTrackedGCs(uint256 proposalId) view returns (uint256[] gcIds, uint256[] gcBalances, uint256[] gcVotes)',
  'function getProposalSchedule(uint256 proposalId) view returns (uint256 voteStart, uint256 voteEnd, uint256 queueDeadline, uint256 eta, uint256 execDeadline, bool canceled, bool queued, bool executed)',
  'function getTrackedGCBalance(uint256 trackerId, uint256 gcId) view returns (uint256 cnStaking, uint256 total)',
  'function MIN_STAKE() view returns (uint256)',
  'function totalAssets() view returns (uint256)',
  'function commissionRate() view returns (uint256)',
  'function COMMISSION_DENOMINATOR() view returns (uint256)',
  'function commissionTo() view returns (address)',
  'function initialLockupStaking() view returns (uint256)',
  'function remainingLockupStaking() view returns (uint256)',
]);

const nameOf = (councilId: number) => councilProfiles().find((p) => p.id === councilId)!.name;

/** The council's stake figures as public delegation reads them: the V3s' staking less unstaking. */
async function delegatedOnChain(contracts: Address[], versions: number[]): Promise<bigint> {
  let delegated = 0n;
  for (const [i, address] of contracts.entries()) {
    if (versions[i] !== 3) continue;
    if (!(await client().readContract({ address, abi, functionName: 'isPublicDelegationEnabled' }))) continue;
    const [staking, unstaking] = await Promise.all([
      client().readContract({ address, abi, functionName: 'staking' }),
      client().readContract({ address, abi, functionName: 'unstaking' }),
    ]);
    delegated += staking > unstaking ? staking - unstaking : 0n;
  }
  return delegated;
}

/** The Addresses panel's staking rows: each contract's address and its version chip. */
async function stakingRows(page: Page): Promise<{ address: string; version: string }[]> {
  const rows = page.locator('section[aria-labelledby="gc-addresses"] li').filter({ has: page.getByRole('button', { name: /^Staking( \d+)? V\d: / }) });
  await rows.first().waitFor();
  return rows.evaluateAll((nodes) =>
    nodes.map((node) => {
      const label = node.querySelector('button')!.getAttribute('aria-label')!;
      const link = [...node.querySelectorAll('a')].map((a) => a.getAttribute('aria-label') ?? '').find((name) => /^0x[0-9a-fA-F]{40} on /.test(name))!;
      return { address: link.slice(0, 42).toLowerCase(), version: /^Staking(?: \d+)? (V\d):/.exec(label)![1]! };
    }),
  );
}

async function stakeFigures(page: Page): Promise<Record<string, string>> {
  const panel = page.getByRole('region', { name: 'Stake' });
  await panel.waitFor();
  // The panel's own figures; each public delegation's sit in their own region below them.
  const figures = panel.locator(':scope > dl');
  const terms = await figures.getByRole('term').allInnerTexts();
  const values = await figures.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term, values[i]!]));
}

/** Each public delegation under the stake figures: its terms and values (an address chip by its address). */
async function publicDelegationFigures(page: Page): Promise<Record<string, string>[]> {
  return page
    .getByRole('region', { name: 'Stake' })
    .getByRole('region', { name: 'Public delegation' })
    .evaluateAll((regions) =>
      regions.map((region) =>
        Object.fromEntries(
          [...region.querySelectorAll('dt')].map((dt) => {
            const dd = dt.nextElementSibling as HTMLElement;
            return [dt.textContent!, dd.querySelector('a')?.getAttribute('title')?.toLowerCase() ?? dd.textContent!];
          }),
        ),
      ),
    );
}

/** What a council's V3s and their public delegations answer, as the council detail should show it. */
async function publicDelegationsOnChain(contracts: Address[], versions: number[]): Promise<Record<string, string>[]> {
  const shown: Record<string, string>[] = [];
  for (const [i, address] of contracts.entries()) {
    if (versions[i] !== 3) continue;
    if (!(await client().readContract({ address, abi, functionName: 'isPublicDelegationEnabled' }))) continue;
    const pd = await client().readContract({ address, abi, functionName: 'publicDelegation' });
    const [holders, unstaking, rate, denominator, to, initial, remaining] = await Promise.all([
      client().readContract({ address: pd, abi, functionName: 'totalAssets' }),
      client().readContract({ address, abi, functionName: 'unstaking' }),
      client().readContract({ address: pd, abi, functionName: 'commissionRate' }),
      client().readContract({ address: pd, abi, functionName: 'COMMISSION_DENOMINATOR' }),
      client().readContract({ address: pd, abi, functionName: 'commissionTo' }),
      client().readContract({ address, abi, functionName: 'initialLockupStaking' }),
      client().readContract({ address, abi, functionName: 'remainingLockupStaking' }),
    ]);
    shown.push({
      Contract: pd.toLowerCase(),
      "Holders' total": klayText(holders),
      Withdrawing: klayText(unstaking),
      Commission: formatRatioPercent(rate, denominator),
      'Commission to': to.toLowerCase(),
      ...(initial > 0n ? { Lockup: `${klayText(remaining)} of ${klayText(initial)} remaining` } : {}),
    });
  }
  return shown;
}

/** The shared stack runs the default profile: its token symbol. */
const klayText = (wei: bigint) => formatKlay(formatEther(wei), { decimals: 0, symbol: networkProfileOf(undefined).token });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("today's network on the council detail", () => {
  const v1Council = 24;
  const v3Council = publicDelegations[0]!.councilId;
  const clCouncil = clPools[0]!.councilId;

  it.each([v1Council, v3Council, clCouncil])('council %i shows its contracts with their V1/V2/V3 chips and its stake as the chain counts it', async (councilId) => {
    const chain = (await councilStakesFromChain()).get(councilId)!;
    const delegated = await delegatedOnChain(chain.contracts, chain.versions);
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url(`/GC/Detail?id=${councilId}`));
    await page.getByRole('heading', { level: 2, name: nameOf(councilId), exact: true }).waitFor();

    const expectedRows = chain.contracts.map((address, i) => ({ address: address.toLowerCase(), version: `V${chain.versions[i]}` }));
    await poll(async () => (await stakingRows(page)).sort((a, b) => a.address.localeCompare(b.address))).toEqual(
      expectedRows.sort((a, b) => a.address.localeCompare(b.address)),
    );
    expect(await stakeFigures(page)).toEqual({
      CnStaking: klayText(chain.cnStaking),
      Delegated: klayText(delegated),
      'CL pools': klayText(chain.cl),
      'Counted for voting': klayText(chain.cnStaking + chain.cl),
    });
    // Each of these councils shows what makes it today's: a V1, delegated stake, a CL pool.
    if (councilId === v1Council) expect(chain.versions).toContain(1);
    if (councilId === v3Council) expect(delegated).toBeGreaterThan(0n);
    if (councilId === clCouncil) expect(chain.cl).toBeGreaterThan(0n);
    await context.close();
  });

  it("shows under a delegated council's figures each public delegation as its contracts answer: holders' total, withdrawing, commission, lockup", async () => {
    const chain = (await councilStakesFromChain()).get(v3Council)!;
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url(`/GC/Detail?id=${v3Council}`));
    await page.getByRole('region', { name: 'Public delegation' }).first().waitFor();
    const expected = await publicDelegationsOnChain(chain.contracts, chain.versions);
    expect(expected.length).toBeGreaterThan(0);
    expect(await publicDelegationFigures(page)).toEqual(expected);
    // The scenario's commission (10%), so a figure the page could not have made up.
    expect(expected[0]!.Commission).toBe('10.00%');
    await context.close();
  });
});

describe("the delegators' view", () => {
  it("lists the councils a holder's delegation backs and how each voted on every agenda, absences included", async () => {
    const holder = publicDelegations[0]!.holder;
    const address = privateKeyToAddress(holderKey(holder));
    const backed = [...new Set(publicDelegations.filter((d) => d.holder === holder).map((d) => d.councilId))];
    expect(backed.length).toBeGreaterThanOrEqual(2);
    const voting = deployment().contracts.voting;
    const last = Number(await client().readContract({ address: voting, abi, functionName: 'lastProposalId' }));

    // What each backed council did on every agenda, as the voting contract records it.
    const expected = new Map<number, Map<number, string>>();
    for (let id = last; id >= 1; id--) {
      const state = await client().readContract({ address: voting, abi, functionName: 'state', args: [BigInt(id)] });
      const row = new Map<number, string>();
      for (const councilId of backed) {
        const [hasVoted, choice] = await client().readContract({ address: voting, abi, functionName: 'getReceipt', args: [BigInt(id), BigInt(councilId)] });
        if (hasVoted) row.set(councilId, CHOICE_LABELS[choice as VoteChoice]);
        else row.set(councilId, state === ProposalState.Pending ? delegatorsEn['votes.notOpen'] : CHOICE_LABELS[VoteChoice.NotVoted]);
      }
      expected.set(id, row);
    }

    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url(`/Delegators?address=${address}`));
    const councils = page.getByRole('table', { name: 'Councils backed' });
    await councils.waitFor({ timeout: 15_000 });
    expect((await councils.locator('tbody tr td:first-child').allInnerTexts()).sort()).toEqual(backed.map(nameOf).sort());

    const votes = page.getByRole('table', { name: 'How they voted' });
    const headers = await votes.locator('thead th').allInnerTexts();
    expect(headers.slice(1).sort()).toEqual(backed.map(nameOf).sort());
    const columnOf = new Map(backed.map((councilId) => [councilId, headers.indexOf(nameOf(councilId))]));
    const rows = await votes.locator('tbody tr').evaluateAll((nodes) => nodes.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    expect(rows.map((cells) => Number(/^#(\d+) /.exec(cells[0]!)![1]))).toEqual([...expected.keys()]);
    for (const cells of rows) {
      const id = Number(/^#(\d+) /.exec(cells[0]!)![1]);
      const shown = new Map(backed.map((councilId) => [councilId, cells[columnOf.get(councilId)!]]));
      expect({ id, shown }).toEqual({ id, shown: expected.get(id) });
    }
    // The scenario gives each backed council votes and absences both.
    for (const councilId of backed) {
      const column = [...expected.values()].map((row) => row.get(councilId));
      expect(column).toContain(CHOICE_LABELS[VoteChoice.NotVoted]);
      expect(column.some((text) => text === 'Yes' || text === 'No' || text === 'Abstain')).toBe(true);
    }
    await context.close();
  });
});

describe('an agenda after the voting contract switched tracker', () => {
  it('counts the CL pool in a council’s voting power, as the tracker did', async () => {
    const councilId = clPools[0]!.councilId;
    const voting = deployment().contracts.voting;
    const tracker = todaysNetworkContracts.stakingTrackerV2;
    // The first agenda whose tracker is the new one: created by it after the switch.
    const created = await client().getLogs({
      address: tracker,
      event: parseAbiItem('event CreateTracker(uint256 indexed trackerId, uint256 trackStart, uint256 trackEnd, uint256[] gcIds)'),
      fromBlock: 0n,
    });
    expect(created.length).toBeGreaterThan(0);
    const last = Number(await client().readContract({ address: voting, abi, functionName: 'lastProposalId' }));
    let agenda: { id: number; trackerId: bigint } | undefined;
    for (let id = 1; id <= last && !agenda; id++) {
      const [voteStart] = await client().readContract({ address: voting, abi, functionName: 'getProposalSchedule', args: [BigInt(id)] });
      const state = await client().readContract({ address: voting, abi, functionName: 'state', args: [BigInt(id)] });
      const log = created.find((l) => l.args.trackEnd === voteStart);
      if (log && state !== ProposalState.Pending && state !== ProposalState.Canceled) agenda = { id, trackerId: log.args.trackerId! };
    }
    expect(agenda).toBeDefined();
    const [cnStaking, total] = await client().readContract({ address: tracker, abi, functionName: 'getTrackedGCBalance', args: [agenda!.trackerId, BigInt(councilId)] });
    const minStake = await client().readContract({ address: tracker, abi, functionName: 'MIN_STAKE' });
    const [gcIds, , gcVotes] = await client().readContract({ address: voting, abi, functionName: 'getAllTrackedGCs', args: [BigInt(agenda!.id)] });
    const votes = gcVotes[gcIds.indexOf(BigInt(councilId))]!;
    // The pool counted: more votes than its CnStaking alone would give.
    expect(total).toBeGreaterThan(cnStaking);
    expect(votes).toBeGreaterThan(cnStaking / minStake);

    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url(`/Proposal/Detail?id=${agenda!.id}`));
    const row = page.getByRole('table', { name: 'Governance Council votes' }).locator(`tbody tr[data-council="${councilId}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.locator('td').nth(1).innerText()).toContain(nameOf(councilId));
    await poll(async () => Number((await row.locator('td').nth(2).innerText()).replace(/\D/g, ''))).toBe(Number(votes));
    await context.close();
  });
});
