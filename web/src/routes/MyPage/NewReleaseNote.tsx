import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { NewReleaseNote } from '../../features/releaseNoteEditor/NewReleaseNote';
import { ReleaseNoteNotice } from '../../features/releaseNoteEditor/ReleaseNoteNotice';
import { mayWriteReleaseNotes, ROLE_NOTICES } from '../../shared/myPage/operatorRights';
import { useAccount } from '../../shared/session/sessionStore';
import { SITE_NAME } from '../../config';

/** /MyPage/NewReleaseNote (spec admin §2.9): site admins and managers (§6); anyone else is told so. */
export default function MyPageNewReleaseNoteRoute() {
  const t = useMessages(pageMessages);
  const account = useAccount();
  return (
    <>
      <title>{t('documentTitle', { page: t('newReleaseNote.title'), site: SITE_NAME })}</title>
      {mayWriteReleaseNotes(account) ? <NewReleaseNote /> : <ReleaseNoteNotice heading="NEW RELEASE NOTE">{ROLE_NOTICES.releaseNote}</ReleaseNoteNotice>}
    </>
  );
}
