import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { useSearchParams } from 'react-router-dom';
import { EditReleaseNote, RELEASE_NOTE_NOT_FOUND } from '../../features/releaseNoteEditor/EditReleaseNote';
import { ReleaseNoteNotice } from '../../features/releaseNoteEditor/ReleaseNoteNotice';
import { mayWriteReleaseNotes, ROLE_NOTICES } from '../../shared/myPage/operatorRights';
import { useAccount } from '../../shared/session/sessionStore';
import { SITE_NAME } from '../../config';

/** /MyPage/EditReleaseNote?id= (spec admin §2.9): site admins and managers (§6); an id that is no note says so. */
export default function MyPageEditReleaseNoteRoute() {
  const t = useMessages(pageMessages);
  const [params] = useSearchParams();
  const account = useAccount();
  const id = Number(params.get('id'));
  return (
    <>
      <title>{t('documentTitle', { page: t('editReleaseNote.title'), site: SITE_NAME })}</title>
      {!mayWriteReleaseNotes(account) ? (
        <ReleaseNoteNotice heading="EDIT RELEASE NOTE">{ROLE_NOTICES.releaseNote}</ReleaseNoteNotice>
      ) : Number.isSafeInteger(id) && id > 0 ? (
        <EditReleaseNote id={id} />
      ) : (
        <ReleaseNoteNotice heading="EDIT RELEASE NOTE">{RELEASE_NOTE_NOT_FOUND}</ReleaseNoteNotice>
      )}
    </>
  );
}
