import { type Address, getAddress } from 'viem';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getAgendaFeed } from '@portal/core/db/repositories/feeds';
import {
  getProposalsCreated,
  listLifecycleOfProposal,
  listProposalChains,
  listProposalIds,
  listProposalMetadata,
  listProposalViewFingerprints,
  listVotesOfProposal,
  putProposalChains,
} from '@portal/core/db/repositories/proposals';
import { listDrafts } from '@portal/core/db/repositories/proposalDrafts';
import { listCouncilVoters } from '@portal/core/db/repositories/voters';
import type { Council } from '@portal/core/entities/council';
import type { AgendaFeed } from '@portal/core/entities/feed';
import type { CouncilVoter, ProposalChain, ProposalLifecycle, ProposalMetadata, VoteCast } from '@portal/core/entities/proposal';
import type { StoredDraft } from '@portal/core/entities/proposalDraft';
import { klayToPeb } from '@portal/core/format';
import type { IndexerContext } from '../../context';
import type { KnownContract } from '../../model/knownContracts';
import type { TrackedCouncils } from '../../model/proposalReads';
import { blocksNeeded, projectProposalChain, trackerEnded } from '../../project/proposalChain';
import { proposalFromEvents } from '../../project/proposalFromEvents';
import { readBlockTimes, readCouncilOfVoter } from '../../read/readGovernanceSetup';
import { readTrackedCouncils, readVotingSettings } from '../../read/readProposals';
import { sameContent } from '../sameContent';
import type { RunState } from './runState';

export type StoredGovernance = {
  ids: number[];
  chains: ProposalChain[];
  voters: CouncilVoter[];
  metadata: ProposalMetadata[];
  /** Portal drafts: a confirmed one names the proposal its transaction created. */
  drafts: StoredDraft[];
  councils: Council[];
  viewFingerprints: Map<string, string>;
  agendaFeed: AgendaFeed | null;
};

/**
 * A re-derivation: only these proposals are projected, from their events and fresh chain reads,
 * whatever their stored projection says; `stale` ones (an older projection version) are written
 * even when nothing changed.
 */
export type Rederive = { ids: ReadonlySet<number>; stale: ReadonlySet<number> };

/** What the table already holds that the projection and the views read, in one parallel round. */
export async function loadStoredGovernance({ db }: IndexerContext): Promise<StoredGovernance> {
  const [ids, chains, voters, metadata, drafts, councils, viewFingerprints, agendaFeed] = await Promise.all([
    listProposalIds(db),
    listProposalChains(db),
    listCouncilVoters(db),
    listProposalMetadata(db),
    listDrafts(db),
    getCouncilList(db),
    listProposalViewFingerprints(db),
    getAgendaFeed(db),
  ]);
  return { ids, chains, voters, metadata, drafts, councils, viewFingerprints, agendaFeed };
}

/**
 * Projects every proposal not yet final, or touched by this run's events, at the head, and stores
 * those that changed (`written`, left running for the caller to await). Schedule and tally come from
 * the events (this run's, and those earlier runs stored before moving the cursor); the only reads
 * are the tracker figures of proposals whose tracker was not yet frozen when last read (read before
 * its end: a canceled proposal's too), the proposer's council at the proposal's block (once), and
 * the contract's two timing constants. Final proposals are left as they are: no later block changes
 * them. Returns every proposal's projection.
 */
export async function projectProposals(
  ctx: IndexerContext,
  voting: Address,
  run: RunState,
  head: { number: bigint; timestamp: bigint },
  stored: StoredGovernance,
  contracts: readonly KnownContract[] = [],
  rederive?: Rederive,
): Promise<{ chains: ProposalChain[]; read: number; written: Promise<void>; changed: number }> {
  const { db, client } = ctx;
  const byId = new Map(stored.chains.map((c) => [c.proposal_id, c]));
  const ids = [...new Set([...stored.ids, ...run.created.keys()])].sort((a, b) => a - b);
  // A final proposal stored before its actions were decoded is projected once more, to decode them.
  const undecoded = (chain: ProposalChain | undefined) => !!chain && chain.actions.length !== chain.targets.length;
  const needed = rederive
    ? ids.filter((id) => rederive.ids.has(id))
    : ids.filter((id) => !byId.get(id)?.final || run.touched.has(id) || undecoded(byId.get(id)));
  if (needed.length === 0) return { chains: stored.chains, read: 0, written: Promise.resolve(), changed: 0 };

  const created = new Map(run.created);
  const missing = needed.filter((id) => !run.created.has(id));
  const older = await getProposalsCreated(db, missing);
  for (const c of older) created.set(c.proposal_id, c);

  // Re-derived proposals take nothing from their stored projection: its figures are what is in doubt.
  const trusted = rederive ? new Map([...byId].filter(([id]) => !rederive.ids.has(id))) : byId;
  const frozen = frozenTrackers(trusted);
  const toRead = needed.filter((id) => !frozen.has(id));
  // The proposer's council as the voter mapping had it when proposing; read once, then kept.
  const knownProposers = new Map<number, number>();
  for (const id of needed) {
    const councilId = trusted.get(id)?.proposer_gc_id;
    if (councilId !== undefined && councilId !== null) knownProposers.set(id, councilId);
  }
  const proposersToRead = needed.filter((id) => !knownProposers.has(id));

  // A proposal created in this run has all its events in this run's logs; an older one has the rest
  // in the table (earlier runs wrote them before moving the cursor).
  const eventsOf = new Map<number, { votes: VoteCast[]; lifecycle: ProposalLifecycle[] }>();
  // The blocks to date come from the events too (creation, voteStart, voteEnd): fetched alongside.
  const blocks = needed.flatMap((id) => blocksNeeded(created.get(id)!, head.number));
  const [blockTimes, settings, tracked, proposerCouncils] = await Promise.all([
    readBlockTimes(client, blocks),
    readVotingSettings(client, voting, head.number),
    readTrackedCouncils(client, voting, toRead, head.number),
    Promise.all(
      proposersToRead.map(async (id) => {
        const { proposer, block } = created.get(id)!;
        return [id, await readCouncilOfVoter(client, voting, getAddress(proposer), BigInt(block))] as const;
      }),
    ),
    ...needed.map(async (id) => {
      const fromRun = { votes: run.votes.get(id) ?? [], lifecycle: run.lifecycle.get(id) ?? [] };
      if (BigInt(created.get(id)!.block) >= run.from) return void eventsOf.set(id, fromRun);
      const [votes, lifecycle] = await Promise.all([listVotesOfProposal(db, id), listLifecycleOfProposal(db, id)]);
      const byCouncil = new Map(votes.map((v) => [v.gc_id, v]));
      for (const v of fromRun.votes) byCouncil.set(v.gc_id, v);
      const byKind = new Map(lifecycle.map((e) => [e.kind, e]));
      for (const e of fromRun.lifecycle) byKind.set(e.kind, e);
      eventsOf.set(id, { votes: [...byCouncil.values()], lifecycle: [...byKind.values()] });
    }),
  ]);

  const reads = needed.map((id) =>
    proposalFromEvents({ created: created.get(id)!, ...eventsOf.get(id)!, settings, tracked: frozen.get(id) ?? tracked.get(id)! }),
  );
  for (const [id, councilId] of proposerCouncils) knownProposers.set(id, councilId);
  const fresh = reads.map((r) =>
    projectProposalChain({
      created: created.get(r.proposalId)!,
      reads: r,
      votes: eventsOf.get(r.proposalId)!.votes,
      proposerCouncilId: knownProposers.get(r.proposalId)!,
      head,
      blockTimes,
      contracts,
    }),
  );
  // A stale item is written even when its content came out the same: its version moves on.
  const changed = fresh.filter((c) => !sameContent(c, byId.get(c.proposal_id) ?? null) || rederive?.stale.has(c.proposal_id));
  const written = putProposalChains(db, changed);
  written.catch(() => {}); // awaited by the caller; this only keeps an early failure from going unhandled
  for (const c of fresh) byId.set(c.proposal_id, c);
  return { chains: [...byId.values()].sort((a, b) => a.proposal_id - b.proposal_id), read: toRead.length, written, changed: changed.length };
}

/**
 * Tracker figures read at or after the tracker's end (voteStart), or of a final proposal (final
 * only once read there): the tracker ignores every later refresh, no need to ask again.
 */
function frozenTrackers(chains: ReadonlyMap<number, ProposalChain>): Map<number, TrackedCouncils> {
  const frozen = new Map<number, TrackedCouncils>();
  for (const c of chains.values()) {
    if (c.state_block !== null && !trackerEnded(BigInt(c.state_block), BigInt(c.tracker.track_end))) continue;
    frozen.set(c.proposal_id, {
      tracker: {
        trackStart: BigInt(c.tracker.track_start),
        trackEnd: BigInt(c.tracker.track_end),
        numGCs: BigInt(c.tracker.num_gcs),
        totalVotes: BigInt(c.tracker.total_votes),
        numEligible: BigInt(c.tracker.num_eligible),
      },
      tracked: {
        councilIds: c.tracked.map((t) => BigInt(t.gc_id)),
        balances: c.tracked.map((t) => klayToPeb(t.balance)),
        votes: c.tracked.map((t) => BigInt(t.votes)),
      },
    });
  }
  return frozen;
}
