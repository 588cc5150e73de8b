import { SITE_NAME } from '../config';
import ReleaseNoteList from '../features/releaseNotes/ReleaseNoteList';
import { StatsPageFrame } from '../components/StatsPage/StatsPageFrame';

/** /ReleaseNote: the portal's release notes (spec §2 "Release note"). */
export default function ReleaseNoteRoute() {
  return (
    <StatsPageFrame documentTitle={`Release Note | ${SITE_NAME}`} title="Release Note">
      <ReleaseNoteList />
    </StatsPageFrame>
  );
}
