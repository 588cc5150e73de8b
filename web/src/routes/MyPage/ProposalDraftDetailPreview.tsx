import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { DRAFT_SCREENS } from '../../features/agendaDrafts/draftScreens';
import { SITE_NAME } from '../../config';

/** /MyPage/ProposalDraftDetailPreview (spec admin §2.8). */
export default function MyPageProposalDraftPreviewRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <title>{t('documentTitle', { page: t('draftPreview.title'), site: SITE_NAME })}</title>
      <DRAFT_SCREENS.preview />
    </>
  );
}
