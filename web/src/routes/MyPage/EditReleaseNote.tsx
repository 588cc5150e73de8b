import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/EditReleaseNote (spec admin §2.9). */
export default function MyPageEditReleaseNoteRoute() {
  return <PlaceholderPage title="EDIT RELEASE NOTE" />;
}
