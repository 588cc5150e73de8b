import type { ReleaseNote } from '@portal/core/entities/releaseNote';
import { RELEASE_NOTES_PAGE_SIZE } from '@portal/core/entities/releaseNote';
import { formatReleaseNoteId } from '@portal/core/format';
import { useId, useState } from 'react';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Pagination } from '../../components/Pagination/Pagination';
import { ReleaseNoteMarkdown } from '../../components/ReleaseNoteMarkdown/ReleaseNoteMarkdown';
import * as styles from './ReleaseNotes.css';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { releaseNoteMessages } from './messages';

function NoteRow({ note }: { note: ReleaseNote }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const dates = useDates();
  return (
    <li className={styles.item}>
      <button type="button" className={styles.row} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span className={styles.id}>{formatReleaseNoteId(note.id)}</span>
        <span className={styles.title}>{note.title}</span>
        <span className={styles.date}>{dates.releaseNote(note.date)}</span>
        <Icon name="chevronRight" size={18} className={styles.chevron} />
      </button>
      {open && (
        <div id={bodyId} className={styles.body} data-testid="release-note-body">
          <ReleaseNoteMarkdown>{note.context}</ReleaseNoteMarkdown>
        </div>
      )}
    </li>
  );
}

/** The release notes, newest first, 10 a page; a click opens a note. */
export default function ReleaseNoteList() {
  const t = useMessages(releaseNoteMessages);
  const notes = useApi(apiKeys.releaseNotes(), { revalidateOnFocus: false });
  const [page, setPage] = useState(1);
  const all = notes.error ? [] : (notes.data ?? []);
  if (notes.data === undefined && !notes.error) return <div role="status" aria-label={t('loading')} style={{ minHeight: 400 }} />;
  if (all.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  const totalPages = Math.ceil(all.length / RELEASE_NOTES_PAGE_SIZE);
  const shown = all.slice((page - 1) * RELEASE_NOTES_PAGE_SIZE, page * RELEASE_NOTES_PAGE_SIZE);
  return (
    <>
      <ul className={styles.list} data-testid="release-notes">
        {shown.map((note) => (
          <NoteRow key={note.id} note={note} />
        ))}
      </ul>
      {totalPages > 1 && (
        <div style={{ marginTop: 24 }}>
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={t('pages')} />
        </div>
      )}
    </>
  );
}
