import { NewReleaseNote } from '../../features/releaseNoteEditor/NewReleaseNote';
import { ReleaseNoteNotice } from '../../features/releaseNoteEditor/ReleaseNoteNotice';
import { mayWriteReleaseNotes, ROLE_NOTICES } from '../../shared/myPage/operatorRights';
import { useAccount } from '../../shared/session/sessionStore';
import { SITE_NAME } from '../../config';

/** /MyPage/NewReleaseNote (spec admin §2.9): site admins and managers (§6); anyone else is told so. */
export default function MyPageNewReleaseNoteRoute() {
  const account = useAccount();
  return (
    <>
      <title>{`New Release Note | ${SITE_NAME}`}</title>
      {mayWriteReleaseNotes(account) ? <NewReleaseNote /> : <ReleaseNoteNotice heading="NEW RELEASE NOTE">{ROLE_NOTICES.releaseNote}</ReleaseNoteNotice>}
    </>
  );
}
