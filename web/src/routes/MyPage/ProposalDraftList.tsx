import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/ProposalDraftList (spec admin §2.8). */
export default function MyPageProposalDraftListRoute() {
  return (
    <>
      <title>{`Voting Agenda Drafts | ${SITE_NAME}`}</title>
      <DRAFT_SCREENS.draftList />
    </>
  );
}
