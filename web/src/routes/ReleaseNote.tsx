import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/** /ReleaseNote: 10 notes per page (spec §2 "Release note"). */
export default function ReleaseNoteRoute() {
  return <PlaceholderPage title="Release Note" />;
}
