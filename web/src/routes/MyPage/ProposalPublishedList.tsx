import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/ProposalPublishedList (spec admin §2.8). */
export default function MyPageProposalPublishedListRoute() {
  return (
    <>
      <title>{`Published Voting Agendas | ${SITE_NAME}`}</title>
      <DRAFT_SCREENS.publishedList />
    </>
  );
}
