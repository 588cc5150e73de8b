import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SITE_NAME } from '../../config';
import { ActivityArticle } from './ActivityArticle';
import * as styles from './Activity.css';
import { readActivityDraft } from '../../shared/activityDraft/draftPreview';
import { RankPanel } from './RankPanel';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { activityMessages } from './messages';

/**
 * /GC/ActivityDraft: the activity being written, read from session storage (the authoring form put it
 * there and opened this tab), as it will look once published; rankings for 30 days; nothing works.
 * The route puts it in the GC detail frame.
 */
export function ActivityDraftPage() {
  const t = useMessages(activityMessages);
  const common = useMessages(commonMessages);
  // Read once, with the time the preview opened (a draft not yet saved has no date).
  const [draft] = useState(() => {
    const stored = readActivityDraft(window.sessionStorage);
    return stored && { ...stored, created_at: stored.created_at ?? new Date().toISOString() };
  });
  return (
    <>
      <title>{t('draft.documentTitle', { site: SITE_NAME })}</title>
      <PageHeader title={t('detail.heading')} aside={<span className={styles.draftLabel}>{t('draft.label')}</span>} />
      {/* inert: links, buttons and the period selector cannot be operated in a preview. */}
      <div className={`${styles.detail} ${styles.inert}`} inert data-testid="draft-preview">
        {draft ? (
          <ActivityArticle activity={draft} contracts={draft.contracts} />
        ) : (
          <EmptyState>{common('empty.contents')}</EmptyState>
        )}
        <RankPanel fixedPeriod="30" disabled />
      </div>
    </>
  );
}
