import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/ProposalDraftDetailPreview: the draft preview read from session storage (spec admin §2.8). */
export default function MyPageProposalDraftPreviewRoute() {
  return <PlaceholderPage title="VOTING AGENDA DETAIL" />;
}
