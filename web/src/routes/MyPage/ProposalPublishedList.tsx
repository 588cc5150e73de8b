import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/ProposalPublishedList?category&page&input (spec admin §2.8). */
export default function MyPageProposalPublishedListRoute() {
  return <PlaceholderPage title="PUBLISHED" />;
}
