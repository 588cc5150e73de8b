import { useMemo } from 'react';
import useSWR from 'swr';
import type { ForumTopic } from '@portal/core/entities/forumTopic';
import type { CouncilRef, CouncilVotes, ProposalCard, ProposalDetail, ProposalListEntry, ProposalStats } from '@portal/core/entities/proposal';
import { swrFetcher } from '../../api/client';
import { apiKeys, type ProposalListQuery } from '../../api/keys';
import { useConfirmedVotes } from '../voting/confirmedVotes';
import { useWallet, voterGcId } from '../voting/walletStore';

/** Counts per voting group, for the category chips. */
export type GroupCounts = { all: number; upcoming: number; ongoing: number; closed: number };

/** GET /v1/proposals: a page of cards and the indexed block (the countdowns start from it). */
export type ProposalPage = { items: ProposalCard[]; total: number; page: number; size: number; counts: GroupCounts; block: number | null };

/** GET /v1/proposals/councils/{id}: a page of the agendas one council could vote on, with its part. */
export type CouncilProposal = ProposalListEntry & { choice: number; power: number; vote_tx_hash: string | null };
export type CouncilProposalPage = { items: CouncilProposal[]; total: number; page: number; size: number; counts: GroupCounts; block: number | null };

/** GET /v1/proposals/{id}, with the indexed block. */
export type ProposalDetailAnswer = ProposalDetail & { block: number | null };

export type TopicPage = { items: ForumTopic[]; total: number; page: number; size: number };

const keep = { keepPreviousData: true } as const;

export function useProposalPage(query: ProposalListQuery | null) {
  return useSWR<ProposalPage>(query ? apiKeys.proposals(query) : null, swrFetcher, keep);
}

export function useCouncilProposalPage(gcId: number | null, query: ProposalListQuery) {
  return useSWR<CouncilProposalPage>(gcId === null ? null : apiKeys.councilProposals(gcId, query), swrFetcher, keep);
}

/**
 * One agenda. While a vote this browser cast is confirmed but not yet indexed, it is asked for
 * again every 2 s (the local indexer runs every 2–5 s, on AWS every minute).
 */
export function useProposalDetail(agendaId: number | null, options: { waitingForIndexer?: boolean } = {}) {
  return useSWR<ProposalDetailAnswer>(agendaId === null ? null : apiKeys.proposal(agendaId), swrFetcher, {
    ...keep,
    refreshInterval: options.waitingForIndexer ? 2_000 : 0,
  });
}

export function useProposalStats() {
  return useSWR<ProposalStats>(apiKeys.proposalStats(), swrFetcher);
}

/** The councils that can vote (foundation excluded), for the member picker. */
export function useVoteCouncils() {
  return useSWR<CouncilRef[]>(apiKeys.councils('vote'), swrFetcher);
}

export function useProposalTopics(page: number) {
  return useSWR<TopicPage>(apiKeys.proposalTopics(page), swrFetcher, keep);
}

/**
 * The connected voter's choice on each agenda (agenda id → choice), from their council's votes and
 * the votes this browser saw confirmed since. Empty for visitors and non-voters.
 */
export function useViewerChoices(): { gcId: number | null; choices: ReadonlyMap<number, number> } {
  const gcId = voterGcId(useWallet());
  const { data } = useSWR<CouncilVotes>(gcId === null ? null : apiKeys.councilVotes(gcId), swrFetcher);
  const confirmed = useConfirmedVotes();
  const choices = useMemo(() => {
    const map = new Map<number, number>();
    for (const vote of data?.votes ?? []) map.set(vote.id, vote.choice);
    for (const [agendaId, vote] of confirmed) if (vote.gcId === gcId) map.set(agendaId, vote.choice);
    return map;
  }, [data, confirmed, gcId]);
  return { gcId, choices };
}
