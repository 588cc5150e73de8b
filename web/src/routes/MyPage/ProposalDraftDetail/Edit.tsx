import { DRAFT_SCREENS } from '../../../features/agendaDrafts/draftScreens';

/** /MyPage/ProposalDraftDetail/Edit (spec admin §2.8). */
export default function MyPageProposalDraftEditRoute() {
  return <DRAFT_SCREENS.edit />;
}
