import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';

/** /MyPage/ProposalDraftDetail (spec admin §2.8): route params id and optional page. */
export default function MyPageProposalDraftDetailRoute() {
  return <DRAFT_SCREENS.detail />;
}
