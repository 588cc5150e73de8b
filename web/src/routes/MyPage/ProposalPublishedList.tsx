import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/ProposalPublishedList (spec admin §2.8). */
export default function MyPageProposalPublishedListRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <title>{t('documentTitle', { page: t('publishedList.title'), site: SITE_NAME })}</title>
      <DRAFT_SCREENS.publishedList />
    </>
  );
}
