import { RELEASE_NOTE_CONTEXT_MAX, RELEASE_NOTE_CONTEXT_ROWS, RELEASE_NOTE_TITLE_MAX } from '@portal/core/entities/releaseNote';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { RELEASE_NOTE_TAB_PATH } from '../../shared/pageUrls';
import { media } from '../../styles/breakpoints';
import { useMessages } from '../../i18n/messages';
import { canPublish } from './releaseNoteForm';
import { releaseNoteMessages } from './messages';
import * as styles from './ReleaseNoteEditor.css';

export interface ReleaseNoteFormProps {
  /** NEW RELEASE NOTE with Publish, or EDIT RELEASE NOTE with Edit and Publish. */
  kind: 'new' | 'edit';
  initial: { title: string; context: string };
  /** Saves; resolves true when saved (the form then returns to the tab). */
  onSubmit: (note: { title: string; context: string }) => Promise<boolean>;
}

/**
 * The release-note authoring form (admin spec §2.9): title and a 30-row context, up to 20,000
 * characters. Publishing is desktop only (§2.4, §6), so a phone gets no button and Enter does nothing.
 */
export function ReleaseNoteForm({ kind, initial, onSubmit }: ReleaseNoteFormProps) {
  const navigate = useNavigate();
  const t = useMessages(releaseNoteMessages);
  const desktop = useMediaQuery(media.desktop);
  const [title, setTitle] = useState(initial.title);
  const [context, setContext] = useState(initial.context);
  const [saving, setSaving] = useState(false);
  const back = () => void navigate(RELEASE_NOTE_TAB_PATH);
  return (
    <PageLayout title={t(kind === 'new' ? 'heading.new' : 'heading.edit')} onBack={back} backLabel={t('back')} width="form">
      <form
        className={styles.form}
        data-testid="release-note-form"
        onSubmit={(event) => {
          event.preventDefault();
          // The save does nothing unless both are filled (admin spec §5).
          if (!desktop || !canPublish(title, context) || saving) return;
          setSaving(true);
          void onSubmit({ title: title.trim(), context }).then((saved) => {
            setSaving(false);
            if (saved) back();
          });
        }}
      >
        <TextField label={t('form.title')} required maxLength={RELEASE_NOTE_TITLE_MAX} value={title} onChange={(event) => setTitle(event.target.value)} />
        <TextArea
          label={t('form.context')}
          required
          rows={RELEASE_NOTE_CONTEXT_ROWS}
          placeholder={t('form.contextPlaceholder')}
          maxLength={RELEASE_NOTE_CONTEXT_MAX}
          blockAtLimit
          value={context}
          onChange={(event) => setContext(event.target.value)}
        />
        {desktop ? (
          <div className={styles.formActions}>
            <Button variant="primary" type="submit" disabled={!canPublish(title, context) || saving} aria-busy={saving}>
              {t(kind === 'new' ? 'form.publish' : 'form.editAndPublish')}
            </Button>
          </div>
        ) : null}
      </form>
    </PageLayout>
  );
}
