import type { ReleaseNote } from '@portal/core/entities/releaseNote';
import useSWR from 'swr';
import { API_BASE, apiFetch } from '../../api/client';
import { keyGroups } from '../../api/keys';
import { useInvalidate } from '../../api/useApi';
import { useToast } from '../../components/Toast/toastContext';
import { failureToast, RELEASE_NOTE_TOASTS } from './releaseNoteForm';
import { ReleaseNoteForm } from './ReleaseNoteForm';

/**
 * EDIT RELEASE NOTE: the note loaded by id (a signed-in read, never kept: admin spec §7.6 cache time
 * 0), nothing rendered until it is; PUT with the version it read.
 */
export function EditReleaseNote({ id }: { id: number }) {
  const toast = useToast();
  const invalidate = useInvalidate();
  const note = useSWR<ReleaseNote>(`${API_BASE}/release_note/${id}`, (path: string) => apiFetch<ReleaseNote>(path), {
    revalidateOnFocus: false,
    revalidateIfStale: true,
    dedupingInterval: 0,
  });
  if (!note.data) return null;
  const loaded = note.data;
  return (
    <ReleaseNoteForm
      key={loaded.id}
      heading="EDIT RELEASE NOTE"
      submitLabel="Edit and Publish"
      initial={{ title: loaded.title, context: loaded.context }}
      onSubmit={async ({ title, context }) => {
        try {
          await apiFetch(`release_note/${id}`, { method: 'PUT', body: JSON.stringify({ id, title, context, version: loaded.version ?? 0 }) });
          toast.show(RELEASE_NOTE_TOASTS.edited, 'confirm');
          await invalidate(keyGroups.releaseNotes);
          return true;
        } catch (error) {
          toast.show(failureToast(RELEASE_NOTE_TOASTS.editFailed, error), 'error');
          return false;
        }
      }}
    />
  );
}
