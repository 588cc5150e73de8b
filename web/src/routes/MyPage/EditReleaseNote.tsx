import { useSearchParams } from 'react-router-dom';
import { EditReleaseNote } from '../../features/releaseNoteEditor/EditReleaseNote';

/** /MyPage/EditReleaseNote?id= (spec admin §2.9): renders nothing until the note is loaded. */
export default function MyPageEditReleaseNoteRoute() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return <EditReleaseNote id={id} />;
}
