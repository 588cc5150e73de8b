import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/NewVoting (spec admin §2.8). */
export default function MyPageNewVotingRoute() {
  return <PlaceholderPage title="NEW VOTING AGENDA" />;
}
