import { apiFetch } from '../../api/client';
import { keyGroups } from '../../api/keys';
import { useInvalidate } from '../../api/useApi';
import { useToast } from '../../components/Toast/toastContext';
import { RELEASE_NOTE_TOASTS } from './releaseNoteForm';
import { ReleaseNoteForm } from './ReleaseNoteForm';

/** NEW RELEASE NOTE: POST /v1/release_note, then back to the tab. */
export function NewReleaseNote() {
  const toast = useToast();
  const invalidate = useInvalidate();
  return (
    <ReleaseNoteForm
      heading="NEW RELEASE NOTE"
      submitLabel="Publish"
      initial={{ title: '', context: '' }}
      onSubmit={async (note) => {
        try {
          await apiFetch('release_note', { method: 'POST', body: JSON.stringify(note) });
          toast.show(RELEASE_NOTE_TOASTS.published, 'confirm');
          await invalidate(keyGroups.releaseNotes);
          return true;
        } catch {
          toast.show(RELEASE_NOTE_TOASTS.publishFailed, 'error');
          return false;
        }
      }}
    />
  );
}
