import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/NewVoting (spec admin §2.8). */
export default function MyPageNewVotingRoute() {
  return (
    <>
      <title>{`New Voting Agenda | ${SITE_NAME}`}</title>
      <DRAFT_SCREENS.newVoting />
    </>
  );
}
