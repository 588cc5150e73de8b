import type { ReleaseNote } from '@portal/core/entities/releaseNote';
import { RELEASE_NOTES_PAGE_SIZE } from '@portal/core/entities/releaseNote';
import { formatReleaseNoteDate, formatReleaseNoteId } from '@portal/core/format';
import { useId, useState, type ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Pagination } from '../../components/Pagination/Pagination';
import * as styles from './ReleaseNotes.css';

type Props = ComponentPropsWithoutRef<'h1'> & { node?: unknown };
const flat = ({ node: _node, children }: Props) => <p className={styles.flatHeading}>{children}</p>;

/** Release notes are shown with images stripped and headings flattened into bold paragraphs. */
const COMPONENTS: Partial<Components> = {
  img: () => null,
  h1: flat,
  h2: flat,
  h3: flat,
  h4: flat,
  h5: flat,
  h6: flat,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

function NoteRow({ note }: { note: ReleaseNote }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <li className={styles.item}>
      <button type="button" className={styles.row} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span className={styles.id}>{formatReleaseNoteId(note.id)}</span>
        <span className={styles.title}>{note.title}</span>
        <span className={styles.date}>{formatReleaseNoteDate(note.date)}</span>
        <Icon name="chevronRight" size={18} className={styles.chevron} />
      </button>
      {open && (
        <div id={bodyId} className={styles.body} data-testid="release-note-body">
          <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
            {note.context}
          </Markdown>
        </div>
      )}
    </li>
  );
}

/** The release notes, newest first, 10 a page; a click opens a note. */
export default function ReleaseNoteList() {
  const notes = useApi(apiKeys.releaseNotes(), { revalidateOnFocus: false });
  const [page, setPage] = useState(1);
  const all = notes.error ? [] : (notes.data ?? []);
  if (notes.data === undefined && !notes.error) return <div role="status" aria-label="Loading the release notes" style={{ minHeight: 400 }} />;
  if (all.length === 0) return <EmptyState>There are no release notes.</EmptyState>;
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
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Release note pages" />
        </div>
      )}
    </>
  );
}
