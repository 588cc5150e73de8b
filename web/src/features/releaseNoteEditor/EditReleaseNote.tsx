import { apiKey, keyGroups } from '../../api/keys';
import { ApiError } from '../../api/readEnvelope';
import { useApi } from '../../api/useApi';
import { useApiWrite } from '../../api/apiWrite';
import { useMessages } from '../../i18n/messages';
import { failureToast, RELEASE_NOTE_NOT_FOUND } from './releaseNoteForm';
import { releaseNoteMessages } from './messages';
import { ReleaseNoteForm } from './ReleaseNoteForm';
import { ReleaseNoteNotice } from './ReleaseNoteNotice';

export { RELEASE_NOTE_NOT_FOUND } from './releaseNoteForm';

/**
 * EDIT RELEASE NOTE: the note loaded by id (a signed-in read, never kept: admin spec §7.6 cache time
 * 0), nothing rendered until it is; PUT with the version it read in If-Match. A note that is not
 * there (404) says so instead of leaving the page blank.
 */
export function EditReleaseNote({ id }: { id: number }) {
  const send = useApiWrite();
  const t = useMessages(releaseNoteMessages);
  const note = useApi(apiKey('GET /v1/release_note/{id}', { id }), {
    revalidateOnFocus: false,
    revalidateIfStale: true,
    dedupingInterval: 0,
  });
  if (note.error instanceof ApiError && note.error.code === 404) return <ReleaseNoteNotice heading="EDIT RELEASE NOTE">{RELEASE_NOTE_NOT_FOUND}</ReleaseNoteNotice>;
  if (!note.data) return null;
  const loaded = note.data;
  return (
    <ReleaseNoteForm
      key={loaded.id}
      kind="edit"
      initial={{ title: loaded.title, context: loaded.context }}
      onSubmit={async ({ title, context }) => {
        const sent = await send(
          'PUT /v1/release_note/{id}',
          { params: { id }, body: { id, title, context }, ifMatch: loaded.version ?? 0 },
          { done: t('toast.edited'), failed: (error) => failureToast(t('toast.editFailed'), error, t('toast.conflict', { id })), invalidates: [keyGroups.releaseNotes] },
        );
        return sent.ok;
      }}
    />
  );
}
