import { PublishedListPage } from '../../features/agendaDrafts/PublishedListPage';

/** /MyPage/ProposalPublishedList (spec admin §2.8). */
export default function MyPageProposalPublishedListRoute() {
  return <PublishedListPage />;
}
