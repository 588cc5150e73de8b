import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';

/** /MyPage/ProposalDraftDetailPreview (spec admin §2.8). */
export default function MyPageProposalDraftPreviewRoute() {
  return <DRAFT_SCREENS.preview />;
}
