import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { RoleNotice } from '../../components/RoleNotice/RoleNotice';
import { RELEASE_NOTE_TAB_PATH } from '../../shared/pageUrls';

/** The release-note screen's frame with a notice in place of the form (not allowed, or no such note). */
export function ReleaseNoteNotice({ heading, children }: { heading: 'NEW RELEASE NOTE' | 'EDIT RELEASE NOTE'; children: string }) {
  const navigate = useNavigate();
  return (
    <PageLayout title={heading} onBack={() => void navigate(RELEASE_NOTE_TAB_PATH)} backLabel="Back to the release notes" width="form">
      <RoleNotice back={{ to: RELEASE_NOTE_TAB_PATH, label: 'Back to the release notes' }}>{children}</RoleNotice>
    </PageLayout>
  );
}
