import { DraftPreviewPage } from '../../features/agendaDrafts/DraftPreviewPage';

/** /MyPage/ProposalDraftDetailPreview (spec admin §2.8). */
export default function MyPageProposalDraftPreviewRoute() {
  return <DraftPreviewPage />;
}
