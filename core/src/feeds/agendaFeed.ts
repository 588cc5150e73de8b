import { createHash } from 'node:crypto';
import type { AgendaEvents, AgendaFeed, FeedAgenda } from '../entities/feed';
import { type ProposalList, type ProposalListEntry, TX_TYPE_IDS } from '../entities/proposal';
import { displayState, listLabel, ProposalState, RESULT_BADGES } from '../rules/proposals';

/** "Ending within 24 hours", in blocks: the countdowns' rule of one block a second. */
export const ENDING_SOON_BLOCKS = 86_400;
const DAY_MS = 86_400_000;

/** Upcoming, Ongoing, or a closed agenda's result with its badge: "Passed (Executed)". */
export function agendaStatus(entry: ProposalListEntry): string {
  const tally = {
    yes: entry.yesCount,
    no: entry.noCount,
    abstain: entry.abstainCount,
    votersCount: entry.votersCount,
    quorumCount: entry.quorumCount,
    quorumPower: entry.quorumPower,
  };
  const state = entry.state as ProposalState;
  const badge = RESULT_BADGES[displayState(state, entry.categoryId === TX_TYPE_IDS.TEXT_ONLY, entry.site_state)];
  const label = listLabel(state, tally);
  return badge ? `${label} (${badge})` : label;
}

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (value: string) => Date.parse(value);

/**
 * Which moments have happened at the indexed block. A moment once told keeps its time (readers
 * have seen it); the others follow the chain: voting started at voteStart's time, "ending soon"
 * a day before voteEnd, closed at voteEnd (a cancellation, whose time the list does not carry, when
 * first seen). An agenda first seen after its voting started was published no later than that.
 */
function eventsOf(entry: ProposalListEntry, block: number, now: number, before: AgendaEvents | undefined): AgendaEvents {
  const start = ms(entry.preparationEndDate);
  const end = ms(entry.votingEndDate);
  const canceled = entry.state === ProposalState.Canceled;
  const votingHappened = entry.state === ProposalState.Active || entry.state >= ProposalState.Failed || (canceled && entry.votersCount > 0);
  const endingSoon = entry.state === ProposalState.Active && entry.endBlock - block <= ENDING_SOON_BLOCKS;
  const closed = entry.state > ProposalState.Active;
  return {
    published: before?.published ?? iso(Math.min(now, start)),
    voting_started: before?.voting_started ?? (votingHappened ? iso(start) : null),
    ending_soon: before?.ending_soon ?? (endingSoon ? iso(Math.max(start, end - DAY_MS)) : null),
    closed: before?.closed ?? (closed ? iso(canceled ? Math.min(now, end) : end) : null),
  };
}

function fingerprint(told: unknown): string {
  return createHash('sha256').update(JSON.stringify(told)).digest('base64url').slice(0, 22);
}

/**
 * The agenda feed after the list at `list.block`: each agenda with its moments (Atom entries) and
 * its windows (calendar events). An agenda whose told content changed since `previous` gets the
 * next SEQUENCE and `now` as its modification time; an unchanged one is kept as it was, so a rebuild
 * of the same list writes nothing. `now` is the data's time (the indexed block's); the feed's times
 * never go back, even when a write path's clock is behind the chain's (the devnet jumps time).
 */
export function buildAgendaFeed(list: ProposalList, previous: AgendaFeed | null, now: Date): AgendaFeed {
  const before = new Map((previous?.agendas ?? []).map((a) => [a.proposal_id, a]));
  const clock = Math.max(now.getTime(), previous ? ms(previous.updated) : 0);
  const agendas: FeedAgenda[] = [...list.proposals]
    .sort((a, b) => b.proposal_id - a.proposal_id)
    .map((entry) => {
      const old = before.get(entry.proposal_id);
      const events = eventsOf(entry, list.block, clock, old?.events);
      const told = {
        proposal_id: entry.proposal_id,
        id: entry.id,
        title: entry.title,
        status: agendaStatus(entry),
        canceled: entry.state === ProposalState.Canceled,
        voting_start: entry.preparationEndDate,
        voting_end: entry.votingEndDate,
        yes: entry.yesCount,
        no: entry.noCount,
        abstain: entry.abstainCount,
        voters: entry.votersCount,
        eligible: entry.eligibleNodes,
        events,
      };
      const fp = fingerprint(told);
      if (old && old.fp === fp) return old;
      // First seen: modified when its latest moment happened, so a backfill does not date old agendas today.
      const modified = old ? iso(clock) : iso(Math.max(...Object.values(events).flatMap((t) => (t ? [ms(t)] : []))));
      return { ...told, sequence: old ? old.sequence + 1 : 0, modified, fp };
    });
  const changed = agendas.length !== before.size || agendas.some((a) => before.get(a.proposal_id) !== a);
  if (previous && !changed) return previous;
  // A first build is as new as its newest agenda; a later change is the data's time.
  const updated = previous ? clock : agendas.length > 0 ? Math.max(...agendas.map((a) => ms(a.modified))) : clock;
  return { updated: iso(updated), agendas };
}

export type AgendaFeedEntry = { kind: keyof AgendaEvents; at: string; agenda: FeedAgenda };

/** The Atom entries: every told moment of every agenda, newest first, at most `limit`. */
export function agendaEntries(feed: AgendaFeed, limit = 50): AgendaFeedEntry[] {
  const order: (keyof AgendaEvents)[] = ['published', 'voting_started', 'ending_soon', 'closed'];
  return feed.agendas
    .flatMap((agenda) => order.flatMap((kind) => (agenda.events[kind] ? [{ kind, at: agenda.events[kind], agenda }] : [])))
    .sort((a, b) => ms(b.at) - ms(a.at) || b.agenda.proposal_id - a.agenda.proposal_id || order.indexOf(b.kind) - order.indexOf(a.kind))
    .slice(0, limit);
}
