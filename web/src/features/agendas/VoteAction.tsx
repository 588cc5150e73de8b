import { lazy, Suspense, useState } from 'react';
import { canVote, ProposalState, VoteChoice } from '@portal/core/rules/proposals';
import { Button } from '../../components/Button/Button';
import { useMessages } from '../../i18n/messages';
import { agendaMessages } from './messages';
import { useVoterCouncilId } from '../../shared/wallet/walletStore';
import type { VoteModalAgenda } from '../../components/VoteModal/VoteModal';
import { useProposalDetail } from './useAgendaData';

// The modal (and the vote flow behind it) loads when a voter reaches for the button: an agenda's page
// is read far more often than voted on, and its first load stays within budget without it.
const loadVoteModal = () => import('../../components/VoteModal/VoteModal');
const VoteModal = lazy(() => loadVoteModal().then((module) => ({ default: module.VoteModal })));
const preloadVoteModal = () => void loadVoteModal();

export type VoteActionAgenda = VoteModalAgenda & { state: number };

/**
 * The Vote button of an active agenda (public §4 "Vote button visibility"): only for a connected
 * voter who has not voted, never on agenda 33; a disabled "Voted" once they have. Nothing for
 * visitors and non-voters. The voting power comes with the detail (fetched when a card opens the modal).
 */
export function VoteAction({ agenda, viewerChoice, power, className }: { agenda: VoteActionAgenda; viewerChoice: number; power?: number | null; className?: string }) {
  const t = useMessages(agendaMessages);
  const councilId = useVoterCouncilId();
  const [open, setOpen] = useState(false);
  const { data: detail } = useProposalDetail(open && power === undefined ? agenda.id : null);
  if (agenda.state !== ProposalState.Active || councilId === null) return null;
  const shownPower = power !== undefined ? power : (detail?.voting.find((entry) => entry.council.id === councilId)?.power ?? null);
  // The modal stays while open: once the vote counts, it turns into "Voting Complete".
  const modal = open && (
    <Suspense fallback={null}>
      <VoteModal agenda={agenda} power={shownPower} onClose={() => setOpen(false)} />
    </Suspense>
  );
  if (viewerChoice !== VoteChoice.NotVoted) {
    return (
      <>
        {/* aria-disabled, not disabled: it is the button the vote modal opened from, still able to take back focus when the result closes. */}
        <Button variant="secondary" aria-disabled className={className}>
          {t('voted')}
        </Button>
        {modal}
      </>
    );
  }
  if (!canVote({ state: agenda.state, id: agenda.id, isVoter: true, viewerChoice: VoteChoice.NotVoted })) return null;
  return (
    <>
      <Button variant="primary" className={className} onPointerEnter={preloadVoteModal} onFocus={preloadVoteModal} onClick={() => setOpen(true)}>
        {t('vote')}
      </Button>
      {modal}
    </>
  );
}
