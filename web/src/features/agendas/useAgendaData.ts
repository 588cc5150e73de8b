import { useMemo } from 'react';
import { useApi } from '../../api/useApi';
import { apiKeys, type ProposalListQuery } from '../../api/keys';
import { useConfirmedVotes } from '../../shared/wallet/confirmedVotes';
import { useVoterCouncilId } from '../../shared/wallet/walletStore';

const keep = { keepPreviousData: true } as const;

export function useProposalPage(query: ProposalListQuery | null) {
  return useApi(query ? apiKeys.proposals(query) : null, keep);
}

export function useCouncilProposalPage(councilId: number | null, query: ProposalListQuery) {
  return useApi(councilId === null ? null : apiKeys.councilProposals(councilId, query), keep);
}

/**
 * One agenda. While a vote this browser cast is confirmed but not yet indexed, it is asked for
 * again every 2 s (the local indexer runs every 2–5 s, on AWS every minute).
 */
export function useProposalDetail(agendaId: number | null, options: { waitingForIndexer?: boolean } = {}) {
  return useApi(agendaId === null ? null : apiKeys.proposal(agendaId), {
    ...keep,
    refreshInterval: options.waitingForIndexer ? 2_000 : 0,
  });
}

export function useProposalStats() {
  return useApi(apiKeys.proposalStats());
}

/** The councils that can vote (foundation excluded), for the member picker. */
export function useVoteCouncils() {
  return useApi(apiKeys.councilStrip('vote'));
}

export function useProposalTopics(page: number) {
  return useApi(apiKeys.proposalTopics(page), keep);
}

/**
 * The connected voter's choice on each agenda (agenda id → choice), from their council's votes and
 * the votes this browser saw confirmed since. Empty for visitors and non-voters.
 */
export function useViewerChoices(): { councilId: number | null; choices: ReadonlyMap<number, number> } {
  const councilId = useVoterCouncilId();
  const { data } = useApi(councilId === null ? null : apiKeys.councilVotes(councilId));
  const confirmed = useConfirmedVotes();
  const choices = useMemo(() => {
    const map = new Map<number, number>();
    for (const vote of data?.votes ?? []) map.set(vote.id, vote.choice);
    for (const [agendaId, vote] of confirmed) if (vote.councilId === councilId) map.set(agendaId, vote.choice);
    return map;
  }, [data, confirmed, councilId]);
  return { councilId, choices };
}
