import { DraftListPage } from '../../features/agendaDrafts/DraftListPage';

/** /MyPage/ProposalDraftList (spec admin §2.8). */
export default function MyPageProposalDraftListRoute() {
  return <DraftListPage />;
}
