import { DraftEditPage } from '../../../features/agendaDrafts/DraftEditPage';

/** /MyPage/ProposalDraftDetail/Edit (spec admin §2.8). */
export default function MyPageProposalDraftEditRoute() {
  return <DraftEditPage />;
}
