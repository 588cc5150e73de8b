import type { ReleaseNote } from '@portal/core/entities/releaseNote';
import { RELEASE_NOTES_PAGE_SIZE } from '@portal/core/entities/releaseNote';
import { formatReleaseNoteId } from '@portal/core/format';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiWrite } from '../../api/apiWrite';
import { apiKeys, keyGroups } from '../../api/keys';
import { useApi, useInvalidate } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Pagination } from '../../components/Pagination/Pagination';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { media } from '../../styles/breakpoints';
import { editReleaseNotePath, NEW_RELEASE_NOTE_PATH } from '../../shared/pageUrls';
import { useAccount } from '../../shared/session/sessionStore';
import { mayWriteReleaseNotes } from '../../shared/myPage/operatorRights';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { failureToast } from './releaseNoteForm';
import { releaseNoteMessages } from './messages';
import { ReleaseNoteMarkdown } from '../../components/ReleaseNoteMarkdown/ReleaseNoteMarkdown';
import * as styles from './ReleaseNoteEditor.css';

function NoteRow({ note, onEdit, onDelete }: { note: ReleaseNote; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const t = useMessages(releaseNoteMessages);
  const dates = useDates();
  const number = formatReleaseNoteId(note.id);
  return (
    <li className={styles.item} data-testid="release-note-row">
      <div className={styles.row}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span className={styles.number}>{number}</span>
          <span className={styles.title}>{note.title}</span>
          <span className={styles.date}>{dates.releaseNote(note.date)}</span>
        </button>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('row.editLabel', { number })}>
            {t('row.edit')}
          </Button>
        )}
        {onDelete && (
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={t('row.deleteLabel', { number })}>
            {t('row.delete')}
          </Button>
        )}
        <Icon name="chevronRight" size={18} />
      </div>
      {open && (
        <div id={bodyId} className={styles.body} data-testid="release-note-body">
          <ReleaseNoteMarkdown>{note.context}</ReleaseNoteMarkdown>
        </div>
      )}
    </li>
  );
}

/** My Page's "Release Note" tab (admin spec §2.4): the notes, 10 a page; New, Edit and Delete on a desktop. */
export default function ReleaseNoteTab() {
  const account = useAccount();
  const t = useMessages(releaseNoteMessages);
  const desktop = useMediaQuery(media.desktop);
  const navigate = useNavigate();
  const send = useApiWrite();
  const invalidate = useInvalidate();
  const notes = useApi(apiKeys.releaseNotes(), { revalidateOnFocus: false });
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ReleaseNote | null>(null);
  const [busy, setBusy] = useState(false);
  const canWrite = mayWriteReleaseNotes(account) && desktop;
  // Back from an edit, the list first shows its cached notes while it asks again: a Delete sent with
  // such a note's old version answers 409, a conflict with the operator's own edit. Delete waits for the fresh list.
  const canDelete = canWrite && !notes.isValidating;
  const all = notes.data ?? [];
  const totalPages = Math.max(1, Math.ceil(all.length / RELEASE_NOTES_PAGE_SIZE));
  const shown = all.slice((page - 1) * RELEASE_NOTES_PAGE_SIZE, page * RELEASE_NOTES_PAGE_SIZE);

  const remove = async (note: ReleaseNote) => {
    setBusy(true);
    // The version the list showed: a note another operator edited since is not removed (409).
    await send(
      'DELETE /v1/release_note/{id}',
      { params: { id: note.id }, ifMatch: note.version ?? 0 },
      { done: t('toast.deleted'), failed: (error) => failureToast(t('toast.deleteFailed'), error, t('toast.conflict', { id: note.id })) },
    );
    // Failed or not, the list is read again: a conflict means another operator changed it. The
    // confirmation closes after, so that focus goes back to a row still there, not to the deleted
    // note's Delete (gone with it, which would drop focus to <body>).
    await invalidate(keyGroups.releaseNotes).catch(() => undefined);
    setBusy(false);
    setDeleting(null);
  };

  return (
    <section className={styles.tab} aria-labelledby="release-note-tab-title" data-testid="release-note-editor">
      <div className={styles.toolbar}>
        <h2 id="release-note-tab-title">{t('tab.title')}</h2>
        {canWrite && (
          <Button variant="primary" onClick={() => void navigate(NEW_RELEASE_NOTE_PATH)}>
            {t('tab.new')}
          </Button>
        )}
      </div>
      {notes.data === undefined && !notes.error ? (
        <div role="status" aria-label={t('tab.loading')} style={{ minHeight: 320 }} />
      ) : all.length === 0 ? (
        <EmptyState>{t('tab.empty')}</EmptyState>
      ) : (
        <>
          <ul className={styles.list}>
            {shown.map((note) => (
              <NoteRow
                key={note.id}
                note={note}
                onEdit={canWrite ? () => void navigate(editReleaseNotePath(note.id)) : null}
                onDelete={canDelete ? () => setDeleting(note) : null}
              />
            ))}
          </ul>
          {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={t('tab.pages')} />}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('delete.text')}
      </ConfirmDialog>
    </section>
  );
}
