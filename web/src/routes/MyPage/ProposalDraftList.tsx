import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';

/** /MyPage/ProposalDraftList (spec admin §2.8). */
export default function MyPageProposalDraftListRoute() {
  return <DRAFT_SCREENS.draftList />;
}
