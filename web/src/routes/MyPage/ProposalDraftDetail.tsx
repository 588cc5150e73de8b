import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/ProposalDraftDetail (spec admin §2.8): route params id and optional page. */
export default function MyPageProposalDraftDetailRoute() {
  return (
    <>
      <title>{`Voting Agenda Draft | ${SITE_NAME}`}</title>
      <DRAFT_SCREENS.detail />
    </>
  );
}
