import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/ProposalDraftDetail?id&page: a draft, with its Draft badge (spec admin §2.8). */
export default function MyPageProposalDraftDetailRoute() {
  return <PlaceholderPage title="VOTING AGENDA DETAIL" />;
}
