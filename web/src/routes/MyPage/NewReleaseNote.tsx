import { NewReleaseNote } from '../../features/releaseNoteEditor/NewReleaseNote';

/** /MyPage/NewReleaseNote (spec admin §2.9). */
export default function MyPageNewReleaseNoteRoute() {
  return <NewReleaseNote />;
}
