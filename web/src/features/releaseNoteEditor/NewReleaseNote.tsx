import { keyGroups } from '../../api/keys';
import { useApiWrite } from '../../api/apiWrite';
import { useMessages } from '../../i18n/messages';
import { releaseNoteMessages } from './messages';
import { ReleaseNoteForm } from './ReleaseNoteForm';

/** NEW RELEASE NOTE: POST /v1/release_note, then back to the tab. */
export function NewReleaseNote() {
  const send = useApiWrite();
  const t = useMessages(releaseNoteMessages);
  return (
    <ReleaseNoteForm
      kind="new"
      initial={{ title: '', context: '' }}
      onSubmit={async (note) => {
        const sent = await send('POST /v1/release_note', { body: note }, { done: t('toast.published'), failed: t('toast.publishFailed'), invalidates: [keyGroups.releaseNotes] });
        return sent.ok;
      }}
    />
  );
}
