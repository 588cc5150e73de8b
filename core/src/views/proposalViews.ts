import type { AbsenceWatch } from '../entities/absence';
import type { Council } from '../entities/council';
import type {
  CouncilRef,
  CouncilVotes,
  CouncilVoter,
  ProposalChain,
  ProposalDetail,
  ProposalList,
  ProposalAction,
  ProposalMetadata,
  ProposalStats,
  VotingEntry,
} from '../entities/proposal';
import { TX_TYPE_IDS } from '../entities/proposal';
import { klayToPeb } from '../format';
import { type AbsenceRule, absenceStatus, NETWORK_ABSENCE_RULE } from '../rules/absence';
import { isClosed, ProposalState, VoteChoice } from '../rules/proposals';

export type ProposalViewsInput = {
  chains: ProposalChain[];
  metadata: ProposalMetadata[];
  /** The public council list (names, thumbnails, which one is the foundation). */
  councils: Council[];
  voters: CouncilVoter[];
  /** The indexed block. */
  block: number;
  /** KGP-31's numbers (the configuration's); the network's by default. */
  absenceRule?: AbsenceRule;
};

/** What the public proposal pages read, one item each (stored by putProposalViews). */
export type ProposalViews = {
  list: ProposalList;
  details: ProposalDetail[];
  councilVotes: CouncilVotes[];
  stats: ProposalStats;
  absences: AbsenceWatch;
};

const TITLE_LIMIT = 200;

/** What pages show for a proposal nobody described yet: its on-chain description and actions. */
export function defaultMetadata(chain: ProposalChain): ProposalMetadata {
  const firstLine = chain.description.split('\n').find((line) => line.trim() !== '')?.trim() ?? `Proposal ${chain.proposal_id}`;
  const hasActions = chain.targets.length > 0;
  return {
    proposal_id: chain.proposal_id,
    kgp: null,
    title: firstLine.length > TITLE_LIMIT ? `${firstLine.slice(0, TITLE_LIMIT - 1)}…` : firstLine,
    subtitle: '',
    categoryId: hasActions ? TX_TYPE_IDS.CUSTOM_TRANSACTION : TX_TYPE_IDS.TEXT_ONLY,
    categoryDetails: hasActions
      ? {
          txType: 'CUSTOM_TRANSACTION',
          transactionCode: chain.targets.map((target, i) => ({ target, value: chain.values[i]!, calldata: chain.calldatas[i]! })),
        }
      : { txType: 'TEXT_ONLY' },
    tags: [],
    forumLink: null,
    extraLinks: [],
    contextAndProposal: chain.description,
    site_state: null,
  };
}

/**
 * Agenda numbers: operators' numbers first (the lower on-chain id wins a clash), then each other
 * proposal keeps its on-chain id, or the next free number if an operator took it.
 */
export function assignAgendaIds(chains: ProposalChain[], metadata: ReadonlyMap<number, ProposalMetadata>): Map<number, number> {
  const ids = new Map<number, number>();
  const used = new Set<number>();
  const ordered = [...chains].sort((a, b) => a.proposal_id - b.proposal_id);
  for (const chain of ordered) {
    const wanted = metadata.get(chain.proposal_id)?.id;
    if (wanted !== undefined && !used.has(wanted)) {
      ids.set(chain.proposal_id, wanted);
      used.add(wanted);
    }
  }
  for (const chain of ordered) {
    if (ids.has(chain.proposal_id)) continue;
    let id = chain.proposal_id;
    while (used.has(id)) id = Math.max(...used) + 1;
    ids.set(chain.proposal_id, id);
    used.add(id);
  }
  return ids;
}

/**
 * The public views of every proposal, joined with operators' metadata and the council list: the
 * list, each detail, each council's votes and the leaderboard. Pure, so the indexer and the API's
 * write paths build the same views; the foundation council is left out of every voting list (it
 * has no voting rights).
 */
export function buildProposalViews({ chains, metadata, councils, voters, block, absenceRule = NETWORK_ABSENCE_RULE }: ProposalViewsInput): ProposalViews {
  const councilById = new Map(councils.map((c) => [c.id, c]));
  const foundation = councils.find((c) => c.site_conf.isFoundation);
  const foundationIds = new Set(councils.filter((c) => c.site_conf.isFoundation).map((c) => c.id));
  const ref = (councilId: number): CouncilRef => {
    const council = councilById.get(councilId);
    return council ? { id: councilId, name: council.name, thumbnail: council.thumbnail } : { id: councilId, name: `GC #${councilId}`, thumbnail: '' };
  };
  const foundationRef: CouncilRef = { id: 0, name: foundation?.name ?? 'Foundation', thumbnail: foundation?.thumbnail ?? '' };
  const councilOfVoter = new Map(voters.map((v) => [v.voter.toLowerCase(), v.gc_id]));
  // The council the proposer voted for when proposing (a mapping changed since does not move old
  // agendas); today's mapping only for items indexed before that was read.
  const proposerRef = (chain: ProposalChain): CouncilRef => {
    const councilId = chain.proposer_gc_id ?? councilOfVoter.get(chain.proposer.toLowerCase()) ?? 0;
    return councilId === 0 || foundationIds.has(councilId) ? foundationRef : ref(councilId);
  };

  const councilAddressNames = addressNamesOf(councils);
  const metaById = new Map(metadata.map((m) => [m.proposal_id, m]));
  const agendaIds = assignAgendaIds(chains, metaById);
  const newestFirst = [...chains].sort((a, b) => b.proposal_id - a.proposal_id);

  const details: ProposalDetail[] = newestFirst.map((chain) => {
    const meta = metaById.get(chain.proposal_id) ?? defaultMetadata(chain);
    return {
      id: agendaIds.get(chain.proposal_id)!,
      proposal_id: chain.proposal_id,
      kgp: meta.kgp,
      title: meta.title,
      subtitle: meta.subtitle,
      state: chain.state,
      site_state: meta.site_state,
      tags: meta.tags,
      categoryId: meta.categoryId,
      categoryDetails: meta.categoryDetails,
      yesCount: chain.tally.yes,
      noCount: chain.tally.no,
      abstainCount: chain.tally.abstain,
      totalVotes: chain.tracker.total_votes,
      votersCount: chain.tally.voters.length,
      quorumCount: chain.tally.quorum_count,
      quorumPower: chain.tally.quorum_power,
      eligibleNodes: chain.tracker.num_eligible,
      startBlock: chain.vote_start,
      endBlock: chain.vote_end,
      preparationEndDate: chain.vote_start_date,
      votingEndDate: chain.vote_end_date,
      tx_hash: chain.created_tx_hash,
      forumLink: meta.forumLink,
      // A portal draft names its proposer council; the chain's proposer is then the secretary.
      council: meta.approved_draft ? (meta.approved_draft.council_id === 0 ? foundationRef : ref(meta.approved_draft.council_id)) : proposerRef(chain),
      proposer: chain.proposer,
      hasActions: chain.targets.length > 0,
      contextAndProposal: meta.contextAndProposal,
      extraLinks: meta.extraLinks,
      queueDeadline: chain.queue_deadline,
      eta: chain.eta,
      execDeadline: chain.exec_deadline,
      ...(meta.approved_draft ? { approvedDraft: { draft_id: meta.approved_draft.draft_id, content_hash: meta.approved_draft.content_hash } } : {}),
      voting: votingEntries(chain, foundationIds).map((e) => ({ council: ref(e.gc_id), choice: e.choice, power: e.power, tx_hash: e.tx_hash })),
      actions: labelActions(chainActions(chain), councilAddressNames),
    };
  });

  const list = details.map(
    ({ contextAndProposal: _c, extraLinks: _e, queueDeadline: _q, eta: _eta, execDeadline: _x, approvedDraft: _d, voting: _v, actions: _a, ...entry }) => entry,
  );

  // Each council's part in every proposal it could vote on.
  const byCouncil = new Map<number, CouncilVotes['votes']>();
  newestFirst.forEach((chain, i) => {
    const detail = details[i]!;
    for (const entry of votingEntries(chain, foundationIds)) {
      const votes = byCouncil.get(entry.gc_id) ?? [];
      votes.push({
        id: detail.id,
        proposal_id: chain.proposal_id,
        title: detail.title,
        state: chain.state,
        choice: entry.choice,
        power: entry.power,
        tx_hash: entry.tx_hash,
        block: entry.block,
      });
      byCouncil.set(entry.gc_id, votes);
    }
  });
  const councilVotes = [...byCouncil.entries()].sort(([a], [b]) => a - b).map(([councilId, votes]) => ({ council: ref(councilId), votes }));

  return {
    list: { block, proposals: list },
    details,
    councilVotes,
    stats: leaderboard(newestFirst, foundationIds, ref),
    absences: absenceWatch(newestFirst, agendaIds, foundationIds, ref, absenceRule),
  };
}

/**
 * The absence watch (KGP-31): for each council, the closed agendas it missed in a row, most recent
 * first. A miss is an agenda that tracked the council with power and got no vote from it; an agenda
 * that did not track it (not a member then, no power) neither counts nor breaks the run. Canceled
 * agendas are left out: their vote did not run its course.
 */
function absenceWatch(
  newestFirst: ProposalChain[],
  agendaIds: ReadonlyMap<number, number>,
  foundationIds: ReadonlySet<number>,
  ref: (councilId: number) => CouncilRef,
  rule: AbsenceRule,
): AbsenceWatch {
  const closed = newestFirst
    .filter((chain) => isClosed(chain.state as ProposalState) && chain.state !== ProposalState.Canceled)
    .sort((a, b) => b.vote_end - a.vote_end || b.proposal_id - a.proposal_id);
  const runs = new Map<number, { agendas: number[]; ended: boolean }>();
  for (const chain of closed) {
    for (const entry of votingEntries(chain, foundationIds)) {
      const run = runs.get(entry.gc_id) ?? { agendas: [], ended: false };
      runs.set(entry.gc_id, run);
      if (run.ended) continue;
      if (entry.choice === VoteChoice.NotVoted) run.agendas.push(agendaIds.get(chain.proposal_id)!);
      else run.ended = true;
    }
  }
  const councils = [...runs.entries()]
    .map(([councilId, run]) => ({ council: ref(councilId), missed: run.agendas.length, agendas: run.agendas, status: absenceStatus(run.agendas.length, rule) }))
    .sort((a, b) => b.missed - a.missed || a.council.id - b.council.id);
  return { rule: { missed_votes: rule.missedVotes, penalty_days: rule.penaltyDays }, councils };
}

const CONTRACT_NAMES = { node: 'node', reward: 'reward address', staking: 'staking contract' } as const;

/** Each council's node, reward and staking addresses (lowercase) by the name pages show them with. */
function addressNamesOf(councils: Council[]): Map<string, string> {
  return new Map(councils.flatMap((c) => c.contracts.map((contract) => [contract.address.toLowerCase(), `${c.name} ${CONTRACT_NAMES[contract.type]}`] as const)));
}

/** The indexer's decoded actions; raw ones (selector only) for an item stored before it decoded them. */
function chainActions(chain: ProposalChain): ProposalAction[] {
  if (chain.actions.length === chain.targets.length) return chain.actions;
  return chain.targets.map((target, i) => {
    const calldata = chain.calldatas[i]!;
    return { target, target_name: null, value: chain.values[i]!, calldata, selector: calldata.length >= 10 ? calldata.slice(0, 10).toLowerCase() : null, call: null };
  });
}

/** Addresses the indexer had no name for, named when they are a council's (the council list is current, the chain item may be old). */
function labelActions(actions: ProposalAction[], names: ReadonlyMap<string, string>): ProposalAction[] {
  const nameOf = (address: string, known: string | null) => known ?? names.get(address.toLowerCase()) ?? null;
  return actions.map((action) => ({
    ...action,
    target_name: nameOf(action.target, action.target_name),
    call: action.call && {
      ...action.call,
      args: action.call.args.map((arg) => (arg.type === 'address' ? { ...arg, label: nameOf(arg.value, arg.label) } : arg)),
    },
  }));
}

type CouncilEntry = Omit<VotingEntry, 'council'> & { gc_id: number; block: number | null };

/** Councils with voting power in the proposal (or that voted), foundation excluded, by power then id. */
function votingEntries(chain: ProposalChain, foundationIds: ReadonlySet<number>): CouncilEntry[] {
  const votes = new Map(chain.votes.map((v) => [v.gc_id, v]));
  const entries = new Map<number, CouncilEntry>();
  for (const tracked of chain.tracked) {
    const vote = votes.get(tracked.gc_id);
    if (tracked.votes === 0 && !vote) continue;
    entries.set(tracked.gc_id, {
      gc_id: tracked.gc_id,
      choice: vote ? vote.choice : VoteChoice.NotVoted,
      power: vote ? vote.power : tracked.votes,
      tx_hash: vote?.tx_hash ?? null,
      block: vote?.block ?? null,
    });
  }
  for (const vote of chain.votes) {
    if (!entries.has(vote.gc_id)) {
      entries.set(vote.gc_id, { gc_id: vote.gc_id, choice: vote.choice, power: vote.power, tx_hash: vote.tx_hash, block: vote.block });
    }
  }
  return [...entries.values()].filter((e) => !foundationIds.has(e.gc_id)).sort((a, b) => b.power - a.power || a.gc_id - b.gc_id);
}

/**
 * Participation: how many proposals each council voted on. Voting power: each council's votes in
 * the latest proposal, a tie ranked by staked KLAY.
 */
function leaderboard(newestFirst: ProposalChain[], foundationIds: ReadonlySet<number>, ref: (councilId: number) => CouncilRef): ProposalStats {
  const latest = newestFirst[0];
  const powers = (latest?.tracked ?? [])
    .filter((t) => t.votes > 0 && !foundationIds.has(t.gc_id))
    .sort((a, b) => b.votes - a.votes || compareBigint(klayToPeb(b.balance), klayToPeb(a.balance)) || a.gc_id - b.gc_id);

  const counts = new Map<number, number>(powers.map((p) => [p.gc_id, 0]));
  for (const chain of newestFirst) {
    for (const vote of chain.votes) if (!foundationIds.has(vote.gc_id)) counts.set(vote.gc_id, (counts.get(vote.gc_id) ?? 0) + 1);
  }
  return {
    participations: [...counts.entries()].sort(([a, x], [b, y]) => y - x || a - b).map(([councilId, cnt]) => ({ council: ref(councilId), cnt })),
    voting_powers: powers.map((p) => ({ council: ref(p.gc_id), votes: p.votes, staked: p.balance })),
  };
}

function compareBigint(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
