import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/ProposalDetail?id (spec admin §2.8). */
export default function MyPageProposalDetailRoute() {
  return <PlaceholderPage title="VOTING AGENDA DETAIL" />;
}
