import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { RoleNotice } from '../../components/RoleNotice/RoleNotice';
import { RELEASE_NOTE_TAB_PATH } from '../../shared/pageUrls';
import { useMessages } from '../../i18n/messages';
import { RELEASE_NOTE_NOT_FOUND } from './releaseNoteForm';
import { releaseNoteMessages } from './messages';

/**
 * The release-note screen's frame with a notice in place of the form (not allowed, or no such note).
 * The heading names the screen in the spec's words and is shown in the page's language, as is the
 * no-such-note notice the route passes.
 */
export function ReleaseNoteNotice({ heading, children }: { heading: 'NEW RELEASE NOTE' | 'EDIT RELEASE NOTE'; children: string }) {
  const navigate = useNavigate();
  const t = useMessages(releaseNoteMessages);
  const back = t('back');
  return (
    <PageLayout title={t(heading === 'NEW RELEASE NOTE' ? 'heading.new' : 'heading.edit')} onBack={() => void navigate(RELEASE_NOTE_TAB_PATH)} backLabel={back} width="form">
      <RoleNotice back={{ to: RELEASE_NOTE_TAB_PATH, label: back }}>{children === RELEASE_NOTE_NOT_FOUND ? t('notFound') : children}</RoleNotice>
    </PageLayout>
  );
}
