import { useMessages } from '../i18n/messages';
import { pageMessages } from './messages';
import { SITE_NAME } from '../config';
import ReleaseNoteList from '../features/releaseNotes/ReleaseNoteList';
import { StatsPageFrame } from '../components/StatsPage/StatsPageFrame';

/** /ReleaseNote: the portal's release notes (spec §2 "Release note"). */
export default function ReleaseNoteRoute() {
  const t = useMessages(pageMessages);
  return (
    <StatsPageFrame documentTitle={t('documentTitle', { page: t('releaseNote.title'), site: SITE_NAME })} title={t('releaseNote.title')}>
      <ReleaseNoteList />
    </StatsPageFrame>
  );
}
