import { DraftDetailPage } from '../../features/agendaDrafts/DraftDetailPage';

/** /MyPage/ProposalDraftDetail (spec admin §2.8): route params id and optional page. */
export default function MyPageProposalDraftDetailRoute() {
  return <DraftDetailPage />;
}
