import { SITE_NAME } from '../config';
import ReleaseNoteList from '../features/releaseNotes/ReleaseNoteList';
import * as styles from '../features/stats/Stats.css';
import { container } from '../styles/layout.css';

/** /ReleaseNote: the portal's release notes (spec §2 "Release note"). */
export default function ReleaseNoteRoute() {
  return (
    <div className={`${container} ${styles.page}`}>
      <title>{`Release Note | ${SITE_NAME}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Release Note</h1>
      </header>
      <ReleaseNoteList />
    </div>
  );
}
