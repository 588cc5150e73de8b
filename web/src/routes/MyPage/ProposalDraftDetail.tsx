import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/ProposalDraftDetail (spec admin §2.8): route params id and optional page. */
export default function MyPageProposalDraftDetailRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <title>{t('documentTitle', { page: t('draft.title'), site: SITE_NAME })}</title>
      <DRAFT_SCREENS.detail />
    </>
  );
}
