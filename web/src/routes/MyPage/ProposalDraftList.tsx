import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/ProposalDraftList?page: 9 drafts per page (spec admin §2.8). */
export default function MyPageProposalDraftListRoute() {
  return <PlaceholderPage title="DRAFT" />;
}
