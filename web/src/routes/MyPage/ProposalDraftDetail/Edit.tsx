import { DRAFT_SCREENS } from '../../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../../config';

/** /MyPage/ProposalDraftDetail/Edit (spec admin §2.8). */
export default function MyPageProposalDraftEditRoute() {
  return (
    <>
      <title>{`Edit Voting Agenda | ${SITE_NAME}`}</title>
      <DRAFT_SCREENS.edit />
    </>
  );
}
