import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { createPublicClient, http, type Address, type PublicClient } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';
import { formatRatioPercent } from '@portal/core/format';
import { AT_RISK_GC_ID } from '@portal/devnet/src/scenario/agendaPlan';
import { clickWhenHydrated, downloadedText, launchBrowser, newContext } from './support/browser';

/**
 * Issue 17's exports and absence watch on the devnet scenario: each agenda's votes (CSV and JSON)
 * against the voting contract's own receipts and tracker, for an agenda of every state; the absence
 * runs against the contract's tallies; then the pages' download links, the Absent filter
 * and the at-risk flags.
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;
/** The indexer follows the chain within seconds; other files may be voting meanwhile. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 1_000 });

const CHOICES = ['No', 'Yes', 'Abstain'] as const;
/** Agendas of the scenario in each state (devnet/src/scenario/agendaPlan.ts `expected`). */
const AGENDA_OF_STATE = { Pending: 56, Active: 52, Canceled: 6, Failed: 4, Passed: 1, Queued: 45, Expired: 5, Executed: 2 } as const;

type ExportRow = { council: { id: number; name: string }; choice: string; power: number; weight: string; tx_hash: string | null };
type VotesExport = {
  agenda: { id: number; state_name: string };
  tally: { yes: number; no: number; abstain: number; voters: number; total_power: number; eligible_councils: number };
  thresholds: { quorum_power: number; quorum_count: number; power_met: boolean; count_met: boolean };
  votes: ExportRow[];
};
type Absence = { council: { id: number }; missed: number; agendas: number[]; status: 'ok' | 'at_risk' | 'penalty' };

let browser: Browser;
let client: PublicClient;
let voting: Address;

beforeAll(async () => {
  browser = await launchBrowser();
  client = createPublicClient({ transport: http(inject('rpcUrl')), cacheTime: 0 }) as PublicClient;
  voting = (JSON.parse(inject('deploymentJson')) as { contracts: { voting: Address } }).contracts.voting;
});
afterAll(() => browser?.close());

const read = <T>(functionName: string, args: unknown[], blockNumber?: bigint) =>
  client.readContract({ address: voting, abi: votingAbi, functionName, args, ...(blockNumber === undefined ? {} : { blockNumber }) } as never) as Promise<T>;

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(url(path))).json()) as { result: T }).result;
}

/** What the contract says of one agenda: its state, tally and tracker, and each council's receipt with the VoteCast transaction. */
async function agendaFromChain(id: number) {
  const [state, tally, summary, tracked] = await Promise.all([
    read<number>('state', [BigInt(id)]),
    read<readonly [bigint, bigint, bigint, bigint, bigint, readonly bigint[]]>('getProposalTally', [BigInt(id)]),
    read<readonly bigint[]>('getTrackerSummary', [BigInt(id)]),
    read<readonly [readonly bigint[], readonly bigint[], readonly bigint[]]>('getAllTrackedGCs', [BigInt(id)]),
  ]);
  const logs = (await client.getContractEvents({ address: voting, abi: votingAbi, eventName: 'VoteCast', fromBlock: 0n })).filter(
    (log) => (log.args as { proposalId: bigint }).proposalId === BigInt(id),
  );
  // The voter's council at the vote's block (a voter account may move later).
  const txOfCouncil = new Map<number, string>();
  for (const log of logs) {
    const councilId = await read<bigint>('voterToGCId', [(log.args as { voter: Address }).voter], log.blockNumber!);
    txOfCouncil.set(Number(councilId), log.transactionHash!);
  }
  const totalVotes = Number(summary[3]);
  const councils = [...new Set([...tracked[0].map(Number), ...tally[5].map(Number)])];
  const rows = (
    await Promise.all(
      councils.map(async (councilId) => {
        const [hasVoted, choice, votes] = await read<readonly [boolean, number, bigint]>('getReceipt', [BigInt(id), BigInt(councilId)]);
        const trackedVotes = Number(tracked[2][tracked[0].findIndex((g) => Number(g) === councilId)] ?? 0n);
        const power = hasVoted ? Number(votes) : trackedVotes;
        return { councilId, choice: hasVoted ? CHOICES[choice]! : 'Absent', power, weight: formatRatioPercent(power, totalVotes), tx_hash: hasVoted ? (txOfCouncil.get(councilId) ?? 'missing') : null };
      }),
    )
  )
    .filter((row) => row.power > 0 || row.choice !== 'Absent')
    .sort((a, b) => b.power - a.power || a.councilId - b.councilId);
  return {
    state,
    tally: { yes: Number(tally[0]), no: Number(tally[1]), abstain: Number(tally[2]), voters: tally[5].length, total_power: totalVotes, eligible_councils: Number(summary[4]) },
    quorum: { quorum_count: Number(tally[3]), quorum_power: Number(tally[4]) },
    rows,
  };
}

function csvLines(file: string): string[] {
  expect(file.startsWith('\uFEFF'), 'the UTF-8 byte order mark').toBe(true);
  expect(file.endsWith('\r\n')).toBe(true);
  return file.slice(1, -2).split('\r\n');
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await downloadedText(download) };
}

describe('exports and the absence watch', () => {
  it.each(Object.entries(AGENDA_OF_STATE))('gives every council’s vote on a %s agenda as the contract’s receipts say, as JSON and CSV', async (stateName, id) => {
    const chain = await agendaFromChain(id);
    expect(chain.state).toBe(['Pending', 'Active', 'Canceled', 'Failed', 'Passed', 'Queued', 'Expired', 'Executed'].indexOf(stateName));
    const councilNames = new Map((await api<{ id: number; name: string }[]>('/v1/councils')).map((c) => [c.id, c.name]));
    await poll(async () => {
      const exported = await api<VotesExport>(`/v1/proposals/${id}/votes.json`);
      return {
        state: exported.agenda.state_name,
        tally: exported.tally,
        quorum: { quorum_count: exported.thresholds.quorum_count, quorum_power: exported.thresholds.quorum_power },
        rows: exported.votes.map((v) => ({ councilId: v.council.id, choice: v.choice, power: v.power, weight: v.weight, tx_hash: v.tx_hash })),
        names: exported.votes.every((v) => v.council.name === councilNames.get(v.council.id)),
      };
    }).toEqual({ state: stateName, tally: chain.tally, quorum: chain.quorum, rows: chain.rows, names: true });

    const exported = await api<VotesExport>(`/v1/proposals/${id}/votes.json`);
    const castPower = chain.tally.yes + chain.tally.no + chain.tally.abstain;
    expect(exported.thresholds.power_met).toBe(castPower >= chain.quorum.quorum_power);
    expect(exported.thresholds.count_met).toBe(chain.tally.voters >= chain.quorum.quorum_count);
    const response = await fetch(url(`/v1/proposals/${id}/votes.csv`));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="agenda_${id}_votes.csv"`);
    const lines = csvLines(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()));
    expect(lines[0]).toBe('Council ID,Council,Choice,Voting Power,Weight,Transaction Hash');
    // The devnet's council names need no quoting; each line is the JSON row's cells.
    expect(lines.slice(1)).toEqual(exported.votes.map((v) => [v.council.id, v.council.name, v.choice, v.power, v.weight, v.tx_hash ?? ''].join(',')));
  });

  it('counts each council’s closed agendas missed in a row as the contract’s tallies say; the scenario’s council is at risk', async () => {
    const last = Number(await read<bigint>('lastProposalId', []));
    const agendas = await Promise.all(
      Array.from({ length: last }, async (_, i) => {
        const id = i + 1;
        const [state, schedule, tally, tracked] = await Promise.all([
          read<number>('state', [BigInt(id)]),
          read<readonly bigint[]>('getProposalSchedule', [BigInt(id)]),
          read<readonly [bigint, bigint, bigint, bigint, bigint, readonly bigint[]]>('getProposalTally', [BigInt(id)]),
          read<readonly [readonly bigint[], readonly bigint[], readonly bigint[]]>('getAllTrackedGCs', [BigInt(id)]),
        ]);
        const withPower = tracked[0].filter((_gc, j) => tracked[2][j]! > 0n).map(Number);
        return { id, state, voteEnd: schedule[1]!, voters: new Set(tally[5].map(Number)), withPower };
      }),
    );
    // Closed and not canceled (2), most recent first.
    const closed = agendas.filter((a) => a.state > 2).sort((a, b) => (a.voteEnd === b.voteEnd ? b.id - a.id : a.voteEnd > b.voteEnd ? -1 : 1));
    const runs = new Map<number, { agendas: number[]; ended: boolean }>();
    for (const agenda of closed) {
      for (const councilId of new Set([...agenda.withPower, ...agenda.voters])) {
        const run = runs.get(councilId) ?? { agendas: [], ended: false };
        runs.set(councilId, run);
        if (run.ended) continue;
        if (agenda.voters.has(councilId)) run.ended = true;
        else run.agendas.push(agenda.id);
      }
    }
    const expected = new Map([...runs].map(([councilId, run]) => [councilId, run.agendas]));
    const watch = await api<{ rule: { missed_votes: number; penalty_days: number }; councils: Absence[] }>('/v1/proposals/absences');
    expect(watch.rule).toEqual({ missed_votes: 3, penalty_days: 7 });
    expect(new Map(watch.councils.map((c) => [c.council.id, c.agendas]))).toEqual(expected);
    for (const c of watch.councils) {
      expect(c.missed).toBe(c.agendas.length);
      expect(c.status).toBe(c.missed >= 3 ? 'penalty' : c.missed === 2 ? 'at_risk' : 'ok');
    }
    expect(watch.councils.find((c) => c.council.id === AT_RISK_GC_ID)).toMatchObject({ missed: 2, agendas: [51, 50], status: 'at_risk' });
  });

  it('on a Korean page downloads the votes in Korean (?lang=ko): the same rows, headers and choices in Korean', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url(`/ko/Proposal/Detail?id=${AGENDA_OF_STATE.Active}`));
    const table = page.getByRole('region', { name: '거버넌스 카운슬', exact: true });
    await table.locator('tbody tr').first().waitFor();
    const link = table.getByRole('list', { name: '투표 내역 다운로드' }).getByRole('link', { name: 'CSV' });
    expect(await link.getAttribute('href')).toBe(`/v1/proposals/${AGENDA_OF_STATE.Active}/votes.csv?lang=ko`);
    const csv = await downloaded(page, () => link.click());
    expect(csv.download.suggestedFilename()).toBe(`agenda_${AGENDA_OF_STATE.Active}_votes.csv`);
    const lines = csvLines(csv.text);
    expect(lines[0]).toBe('카운슬 ID,카운슬,선택,투표권,비중,트랜잭션 해시');
    expect(lines.slice(1).every((line) => ['찬성', '반대', '기권', '불참'].includes(line.split(',')[2]!))).toBe(true);
    // The same rows as the English file of the same moment (other files may be voting meanwhile), choices in the glossary's words.
    const file = async (query: string) =>
      csvLines(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await fetch(url(`/v1/proposals/${AGENDA_OF_STATE.Active}/votes.csv${query}`))).arrayBuffer())).slice(1);
    const korean: Record<string, string> = { Yes: '찬성', No: '반대', Abstain: '기권', Absent: '불참' };
    await poll(async () => {
      const [english, ko] = await Promise.all([file(''), file('?lang=ko')]);
      return ko.join('\n') === english.map((line) => line.split(',').map((cell, i) => (i === 2 ? korean[cell] : cell)).join(',')).join('\n');
    }).toBe(true);
    await context.close();
  });

  it('links the votes’ downloads on the Proposal detail, filters the councils not voted yet and flags those at risk', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url(`/Proposal/Detail?id=${AGENDA_OF_STATE.Active}`));
    const table = page.getByRole('region', { name: 'Governance Council', exact: true });
    await table.locator('tbody tr').first().waitFor();
    const downloads = table.getByRole('list', { name: 'Download the votes' });

    const csv = await downloaded(page, () => downloads.getByRole('link', { name: 'CSV' }).click());
    expect(csv.download.suggestedFilename()).toBe(`agenda_${AGENDA_OF_STATE.Active}_votes.csv`);
    const lines = csvLines(csv.text);
    expect(lines[0]).toBe('Council ID,Council,Choice,Voting Power,Weight,Transaction Hash');
    const json = await downloaded(page, () => downloads.getByRole('link', { name: 'JSON' }).click());
    expect(json.download.suggestedFilename()).toBe(`agenda_${AGENDA_OF_STATE.Active}_votes.json`);
    const file = JSON.parse(json.text) as { result: VotesExport };
    expect(file.result.agenda).toMatchObject({ id: AGENDA_OF_STATE.Active, state_name: 'Active' });
    expect(lines.length - 1).toBe(file.result.votes.length);

    // Absent: the councils tracked for the open agenda without a vote (as the API has them now).
    const chip = table.getByRole('button', { name: /^Absent \d+$/ });
    await chip.click();
    const rows = table.locator('tbody tr');
    await poll(async () => {
      const notVoted = (await api<{ voting: { council: { id: number }; choice: number }[] }>(`/v1/proposals/${AGENDA_OF_STATE.Active}`)).voting
        .filter((v) => v.choice === -1)
        .map((v) => String(v.council.id));
      const shown = await rows.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-council')));
      const chipText = await chip.innerText();
      // Both read at the same moment agree (another file may be voting on this agenda meanwhile).
      return shown.join() === notVoted.join() && chipText === `Absent ${notVoted.length}` && notVoted.length > 0;
    }).toBe(true);
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/^Absent\b/);

    // The scenario's council missed the last two closed agendas: its row carries the flag.
    await table.getByRole('button', { name: /^All \d+$/ }).click();
    const flagged = table.locator(`tbody tr[data-council="${AT_RISK_GC_ID}"] [data-absence]`);
    await flagged.waitFor();
    expect(await flagged.getAttribute('data-absence')).toBe('at_risk');
    expect(await flagged.getAttribute('title')).toBe('At risk: missed the last 2 votes; missing 3 in a row means no block rewards for 7 days (KGP-31)');
    expect((await flagged.innerText()).startsWith('At risk')).toBe(true);

    // A closed agenda has the downloads but no flags.
    await page.goto(url(`/Proposal/Detail?id=${AGENDA_OF_STATE.Passed}`));
    await table.locator('tbody tr').first().waitFor();
    expect(await table.getByRole('list', { name: 'Download the votes' }).getByRole('link').count()).toBe(2);
    expect(await table.locator('[data-absence]').count()).toBe(0);
    expect(await table.getByRole('button', { name: /^Absent \d+$/ }).count()).toBe(1);
    await context.close();
  });

  it('flags the leaderboard and the council detail, says the reward consequence, and downloads the leaderboard and the council list', async () => {
    const watch = await api<{ councils: (Absence & { council: { name: string } })[] }>('/v1/proposals/absences');
    const penalized = watch.councils.find((c) => c.status === 'penalty');
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Proposal?tab=leaderboard'));
    const board = page.getByRole('region', { name: 'Voting Power' });
    const item = board.getByRole('listitem').filter({ has: page.locator(`a[href="/GC/Detail?id=${AT_RISK_GC_ID}"]`) });
    await item.locator('[data-absence="at_risk"]').waitFor();
    expect(await item.locator('[data-absence]').innerText()).toMatch(/^At risk/);
    if (penalized) {
      const flag = page.locator(`li:has(a[href="/GC/Detail?id=${penalized.council.id}"]) [data-absence="penalty"]`).first();
      expect(await flag.innerText()).toMatch(/^No block rewards for 7 days/);
    }
    const leaderboard = await downloaded(page, () => clickWhenHydrated(page.getByRole('list', { name: 'Download the leaderboard' }).getByRole('link', { name: 'CSV' })));
    expect(leaderboard.download.suggestedFilename()).toBe('vote_leaderboard.csv');
    const boardLines = csvLines(leaderboard.text);
    expect(boardLines[0]).toBe('Rank,Council ID,Council,Voting Power,Staked (KLAY),Agendas Voted,Missed in a Row,Absence Watch');
    expect(boardLines.find((line) => line.split(',')[1] === String(AT_RISK_GC_ID))).toMatch(/,2,At risk$/);

    await page.goto(url(`/GC/Detail?id=${AT_RISK_GC_ID}`));
    const notice = page.locator('p[data-absence="at_risk"]');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('At risk: missed the last 2 votes; missing 3 in a row means no block rewards for 7 days (KGP-31)');
    if (penalized) {
      await page.goto(url(`/GC/Detail?id=${penalized.council.id}`));
      await page.locator('p[data-absence="penalty"]').waitFor();
      expect(await page.locator('p[data-absence="penalty"]').innerText()).toContain(`Missed ${penalized.missed} votes in a row: no block rewards for 7 days (KGP-31)`);
    }

    await page.goto(url('/GC'));
    // A prerendered page's link is on screen before React owns it; a press before that was lost on a loaded machine.
    const list = await downloaded(page, () => clickWhenHydrated(page.getByRole('list', { name: 'Download the council list' }).getByRole('link', { name: 'CSV' })));
    expect(list.download.suggestedFilename()).toBe('governance_councils.csv');
    const listLines = csvLines(list.text);
    expect(listLines[0]).toBe('Council ID,Council,Status,Categories,Joined (UTC),Resigned (UTC),Total Staking (KLAY),APY (%),Website,Missed in a Row,Absence Watch');
    const councils = await api<{ id: number }[]>('/v1/councils');
    expect(listLines.length - 1).toBe(councils.length);
    expect(listLines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(councils.map((c) => c.id));
    await context.close();
  });
});
