import { useSearchParams } from 'react-router-dom';
import { EditReleaseNote } from '../../features/releaseNoteEditor/EditReleaseNote';
import { SITE_NAME } from '../../config';

/** /MyPage/EditReleaseNote?id= (spec admin §2.9): renders nothing until the note is loaded. */
export default function MyPageEditReleaseNoteRoute() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <>
      <title>{`Edit Release Note | ${SITE_NAME}`}</title>
      {Number.isSafeInteger(id) && id > 0 ? <EditReleaseNote id={id} /> : null}
    </>
  );
}
