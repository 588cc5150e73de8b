import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/ProposalDraftList (spec admin §2.8). */
export default function MyPageProposalDraftListRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <title>{t('documentTitle', { page: t('draftList.title'), site: SITE_NAME })}</title>
      <DRAFT_SCREENS.draftList />
    </>
  );
}
