import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';

/** /MyPage/ProposalPublishedList (spec admin §2.8). */
export default function MyPageProposalPublishedListRoute() {
  return <DRAFT_SCREENS.publishedList />;
}
