import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/ProposalDraftDetailPreview (spec admin §2.8). */
export default function MyPageProposalDraftPreviewRoute() {
  return (
    <>
      <title>{`Voting Agenda Preview | ${SITE_NAME}`}</title>
      <DRAFT_SCREENS.preview />
    </>
  );
}
