import { keyGroups } from '../../api/keys';
import { useApiWrite } from '../../api/apiWrite';
import { RELEASE_NOTE_TOASTS } from './releaseNoteForm';
import { ReleaseNoteForm } from './ReleaseNoteForm';

/** NEW RELEASE NOTE: POST /v1/release_note, then back to the tab. */
export function NewReleaseNote() {
  const send = useApiWrite();
  return (
    <ReleaseNoteForm
      heading="NEW RELEASE NOTE"
      submitLabel="Publish"
      initial={{ title: '', context: '' }}
      onSubmit={async (note) => {
        const sent = await send('POST /v1/release_note', { body: note }, { done: RELEASE_NOTE_TOASTS.published, failed: RELEASE_NOTE_TOASTS.publishFailed, invalidates: [keyGroups.releaseNotes] });
        return sent.ok;
      }}
    />
  );
}
