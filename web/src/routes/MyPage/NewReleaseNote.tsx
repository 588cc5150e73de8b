import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/NewReleaseNote (spec admin §2.9). */
export default function MyPageNewReleaseNoteRoute() {
  return <PlaceholderPage title="NEW RELEASE NOTE" />;
}
