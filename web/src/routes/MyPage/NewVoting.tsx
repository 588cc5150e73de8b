import { NewVotingPage } from '../../features/agendaDrafts/NewVotingPage';

/** /MyPage/NewVoting (spec admin §2.8). */
export default function MyPageNewVotingRoute() {
  return <NewVotingPage />;
}
