import { NewReleaseNote } from '../../features/releaseNoteEditor/NewReleaseNote';
import { SITE_NAME } from '../../config';

/** /MyPage/NewReleaseNote (spec admin §2.9). */
export default function MyPageNewReleaseNoteRoute() {
  return (
    <>
      <title>{`New Release Note | ${SITE_NAME}`}</title>
      <NewReleaseNote />
    </>
  );
}
