import { useState } from 'react';
import { keyGroups } from '../../api/keys';
import { useInvalidate } from '../../api/useApi';
import { addConfirmedVote } from './confirmedVotes';
import { voteFailureAlert, voteInputAlert } from './voteOutcome';
import type { CastVoteInput } from './walletRuntime';
import { VOTE_TEXT } from './walletMessages';
import { loadWalletRuntime } from './walletStore';
import { showWalletAlert } from './walletUi';

/** Admin §4.2: ready, then post (a loader), then done (Voting Complete) or error (an alert, back to ready). */
export type VotePhase = { phase: 'ready' } | { phase: 'post' } | { phase: 'done'; txHash: string; choice: number };

export type VoteTarget = { agendaId: number; proposalId: number };

/**
 * Casts the viewer's vote on one agenda. Once the chain confirms it, the vote is kept as confirmed
 * (the page counts it at once) and every proposal read is asked for again; the detail keeps asking
 * until the indexer has it.
 */
export function useVoteFlow({ agendaId, proposalId }: VoteTarget) {
  const [state, setState] = useState<VotePhase>({ phase: 'ready' });
  const invalidate = useInvalidate();

  const cast = async (choice: number | null): Promise<boolean> => {
    const refused = voteInputAlert(proposalId, choice);
    if (refused) {
      showWalletAlert(refused);
      return false;
    }
    setState({ phase: 'post' });
    let outcome;
    try {
      const runtime = await loadWalletRuntime();
      outcome = await runtime.castVote({ proposalId, choice: choice as CastVoteInput['choice'] });
    } catch (error) {
      setState({ phase: 'ready' });
      showWalletAlert({ title: VOTE_TEXT.failedTitle, message: VOTE_TEXT.failedMessage, details: error instanceof Error ? error.message : String(error) });
      return false;
    }
    if (outcome.status !== 'done') {
      setState({ phase: 'ready' });
      const alert = voteFailureAlert(outcome);
      if (alert) showWalletAlert(alert);
      return false;
    }
    addConfirmedVote(agendaId, { councilId: outcome.councilId, choice: outcome.choice, power: outcome.power, txHash: outcome.txHash });
    void invalidate(keyGroups.proposals);
    setState({ phase: 'done', txHash: outcome.txHash, choice: outcome.choice });
    return true;
  };

  return { state, cast, reset: () => setState({ phase: 'ready' }) };
}
