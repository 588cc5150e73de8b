/**
 * A vote's way to a visitor: a council's voter casts a real vote on an agenda in its voting period,
 * and the time from its receipt to the public agenda detail (`/v1/proposals/{id}`, whose Votes
 * table a visitor reads) showing it is measured, and, with a web build, to the agenda page's HTML
 * (its snapshot, served only while it shows its data: snapshots/) holding it. The local stack's indexer runs on its timer every
 * `intervalMs`, as the schedule runs it on AWS; votes are cast at random moments of the interval.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, parseAbi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Deployment } from '@portal/devnet/src/deployment';
import { startLocalStack } from '../localStack/stack';
import { median, pass, spread, type Row } from './rows';

export const VOTE_LATENCY_FIGURE = "a vote's block → visible in the API";
export const VOTE_SNAPSHOT_FIGURE = "a vote's block → in the agenda page's snapshot HTML";
/** The bench's indexer interval: `npm start`'s. */
export const VOTE_BENCH_INTERVAL_MS = 5_000;
/** What the indexer's run and the read cache may add to the wait for the next run. */
export const VOTE_LATENCY_SLACK_MS = 1_000;
/** What the indexer's run and the snapshot pass may add (issue 28: one interval + 2 s). */
export const VOTE_SNAPSHOT_SLACK_MS = 2_000;
const POLL_MS = 50;

const votingAbi = parseAbi([
  'function castVote(uint256 proposalId, uint8 choice)',
  'function state(uint256 proposalId) view returns (uint8)',
  'function getVotes(uint256 proposalId, address voter) view returns (uint256 gcId, uint256 votes)',
  'function getReceipt(uint256 proposalId, uint256 gcId) view returns (bool hasVoted, uint8 choice, uint256 votes)',
]);
const ACTIVE = 1;

/** The figure's row: PASS only when the slowest vote showed within one interval + the slack (1 s for the API, 2 s for the snapshot). */
export function voteLatencyRow(latenciesMs: readonly number[], intervalMs: number, figure = VOTE_LATENCY_FIGURE, slackMs = VOTE_LATENCY_SLACK_MS): Row {
  const target = `≤ one indexer interval + ${slackMs / 1000} s (${(intervalMs / 1000).toFixed(0)} s + ${slackMs / 1000} s)`;
  if (latenciesMs.length === 0) return { figure, measured: '—', target, verdict: 'NOT MEASURED', note: 'no vote measured' };
  const max = Math.max(...latenciesMs);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return {
    figure,
    measured: `median ${s(median(latenciesMs))}, max ${s(max)}${spread(latenciesMs.map((ms) => ms / 1000), 2)}`,
    target,
    verdict: pass(max <= intervalMs + slackMs),
  };
}

/** A council voter that may still vote on an agenda in its voting period. */
export type Ballot = { agendaId: number; proposalId: bigint; voter: { address: Address; privateKey: Hex; councilId: number } };

type AgendaListEntry = { id: number; proposal_id: number; state: number };

/** Every (agenda in its voting period, voter with votes who has not voted on it) pair, agenda by agenda. */
export async function openBallots(origin: string, deployment: Deployment): Promise<Ballot[]> {
  const client = createPublicClient({ transport: http(deployment.rpcUrl) });
  const list = (await (await fetch(`${origin}/v1/proposals?size=100`)).json()) as { result: { items: AgendaListEntry[] } };
  const ballots: Ballot[] = [];
  for (const agenda of list.result.items) {
    const proposalId = BigInt(agenda.proposal_id);
    const state = await client.readContract({ address: deployment.contracts.voting, abi: votingAbi, functionName: 'state', args: [proposalId] });
    if (state !== ACTIVE) continue;
    for (const voter of deployment.accounts.voters) {
      const [councilId, votes] = await client.readContract({ address: deployment.contracts.voting, abi: votingAbi, functionName: 'getVotes', args: [proposalId, voter.address] });
      if (votes === 0n) continue;
      const [hasVoted] = await client.readContract({ address: deployment.contracts.voting, abi: votingAbi, functionName: 'getReceipt', args: [proposalId, councilId] });
      if (!hasVoted) ballots.push({ agendaId: agenda.id, proposalId, voter });
    }
  }
  return ballots;
}

/** From the receipt: when the API showed the vote, and when the page's HTML did (null without a web build). */
type VoteTiming = { latencyMs: number; afterSendMs: number; snapshotMs: number | null };

/**
 * Casts one vote and polls the agenda's detail every 50 ms until its Votes list carries the vote's
 * transaction, and, when `pages` is set, the agenda page's HTML until it holds it too. The clock starts when the receipt arrives, the moment the vote's block exists: a
 * block's timestamp counts whole seconds, and the devnet's follow the scenario's clock, not this machine's.
 */
export async function castAndWatch(origin: string, deployment: Deployment, ballot: Ballot, timeoutMs: number, pages = false): Promise<VoteTiming> {
  const wallet = createWalletClient({ account: privateKeyToAccount(ballot.voter.privateKey), transport: http(deployment.rpcUrl) });
  const client = createPublicClient({ transport: http(deployment.rpcUrl) });
  const sent = performance.now();
  const hash = await wallet.writeContract({
    address: deployment.contracts.voting,
    abi: votingAbi,
    functionName: 'castVote',
    args: [ballot.proposalId, 1],
    gas: 4_000_000n,
    chain: null,
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: POLL_MS });
  const mined = performance.now();
  if (receipt.status !== 'success') throw new Error(`the vote on agenda ${ballot.agendaId} by council ${ballot.voter.councilId} reverted`);
  let api: { latencyMs: number; afterSendMs: number } | null = null;
  let snapshotMs: number | null = null;
  while (performance.now() - mined < timeoutMs) {
    if (!api) {
      const detail = (await (await fetch(`${origin}/v1/proposals/${ballot.agendaId}`)).json()) as { result?: { voting: { tx_hash: string | null }[] } };
      if (detail.result?.voting.some((entry) => entry.tx_hash?.toLowerCase() === hash.toLowerCase())) {
        const seen = performance.now();
        api = { latencyMs: seen - mined, afterSendMs: seen - sent };
      }
    }
    // The page's data block carries the vote's transaction only in a snapshot that shows it (a prerender holds no data).
    if (pages && snapshotMs === null && (await (await fetch(`${origin}/Proposal/Detail?id=${ballot.agendaId}`)).text()).toLowerCase().includes(hash.toLowerCase())) {
      snapshotMs = performance.now() - mined;
    }
    if (api && (!pages || snapshotMs !== null)) return { ...api, snapshotMs };
    await sleep(POLL_MS);
  }
  throw new Error(`the vote ${hash} was not visible after ${timeoutMs} ms`);
}

export type VoteLatencyOptions = {
  votes: number;
  intervalMs: number;
  /** A web build: the stack then writes snapshots, and each vote is also timed to its page's HTML. */
  webDir?: string | null;
  log(line: string): void;
  random?: () => number;
};

/**
 * Starts a stack of its own (its own devnet and table in a scratch folder, the API without the web)
 * whose indexer runs every `intervalMs`, and times `votes` votes, each cast at a random moment of
 * the interval after the previous one showed.
 */
export async function voteLatencyRows(options: VoteLatencyOptions): Promise<Row[]> {
  const random = options.random ?? Math.random;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-votes-'));
  const stack = await startLocalStack({
    dataDir,
    ports: 'free',
    webDir: options.webDir ?? null,
    indexerIntervalMs: options.intervalMs,
    // A run longer than the interval is worth seeing beside the figures it slows.
    log: (line) => line.includes('longer than its interval') && options.log(`  ${line}`),
  });
  try {
    // The steady state, not the start-up: the pass after the stack's first one still finishes the
    // backfill (the staking job reads 60 days a pass), seconds of work a vote would wait behind.
    await stack.runIndexer();
    // Likewise the first snapshot pass, which renders every page.
    await stack.snapshotsSettled();
    const ballots = await openBallots(stack.url, stack.deployment);
    if (ballots.length < options.votes) throw new Error(`the devnet scenario leaves ${ballots.length} votes open, fewer than ${options.votes}`);
    const latencies: number[] = [];
    const pageLatencies: number[] = [];
    const pages = Boolean(options.webDir);
    // Spread over the open agendas, one council after another.
    const order = [...ballots].sort((a, b) => a.voter.councilId - b.voter.councilId || a.agendaId - b.agendaId);
    for (const ballot of order.slice(0, options.votes)) {
      await sleep(random() * options.intervalMs);
      const timing = await castAndWatch(stack.url, stack.deployment, ballot, 3 * options.intervalMs + 10_000, pages);
      const page = timing.snapshotMs === null ? '' : `, in its page's HTML ${timing.snapshotMs.toFixed(0)} ms after`;
      options.log(
        `  agenda ${ballot.agendaId}, council ${ballot.voter.councilId}: visible ${timing.latencyMs.toFixed(0)} ms after its receipt (${timing.afterSendMs.toFixed(0)} ms after sending)${page}`,
      );
      latencies.push(timing.latencyMs);
      if (timing.snapshotMs !== null) pageLatencies.push(timing.snapshotMs);
    }
    const rows = [voteLatencyRow(latencies, options.intervalMs)];
    if (pages) rows.push(voteLatencyRow(pageLatencies, options.intervalMs, VOTE_SNAPSHOT_FIGURE, VOTE_SNAPSHOT_SLACK_MS));
    return rows;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
