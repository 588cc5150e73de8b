import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';

/** /MyPage/NewVoting (spec admin §2.8). */
export default function MyPageNewVotingRoute() {
  return <DRAFT_SCREENS.newVoting />;
}
