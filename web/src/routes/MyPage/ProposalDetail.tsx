import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { AgendaControlsSlot } from '../../features/agendaControls/AgendaControlsSlot';
import { AgendaDetailPage } from '../../features/agendas/AgendaDetailPage';

/**
 * /MyPage/ProposalDetail?id (admin §2.8 "Voting agenda detail"): a published agenda as My Page's
 * Published list opens it — the public detail with the role controls (a site admin's status change
 * on a desktop for a passed or queued text agenda, the secretary's panel), back to the Voting List tab.
 */
export default function MyPageProposalDetailRoute() {
  const t = useMessages(pageMessages);
  return <AgendaDetailPage controls={AgendaControlsSlot} back={{ path: '/MyPage?tab=VOTING_LIST', label: t('proposalDetail.back') }} />;
}
