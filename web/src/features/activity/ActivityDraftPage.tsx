import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SITE_NAME } from '../../config';
import { ActivityArticle } from './ActivityArticle';
import * as styles from './Activity.css';
import { readActivityDraft } from '../../shared/activityDraft/draftPreview';
import { RankPanel } from './RankPanel';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';

export const DRAFT_PREVIEW_LABEL = 'Draft Preview';

/**
 * /GC/ActivityDraft: the activity being written, read from session storage (the authoring form put it
 * there and opened this tab), as it will look once published; rankings for 30 days; nothing works.
 * The route puts it in the GC detail frame.
 */
export function ActivityDraftPage() {
  // Read once, with the time the preview opened (a draft not yet saved has no date).
  const [draft] = useState(() => {
    const stored = readActivityDraft(window.sessionStorage);
    return stored && { ...stored, created_at: stored.created_at ?? new Date().toISOString() };
  });
  return (
    <>
      <title>{`${DRAFT_PREVIEW_LABEL} | ${SITE_NAME}`}</title>
      <PageHeader title="ACTIVITY DETAIL" aside={<span className={styles.draftLabel}>{DRAFT_PREVIEW_LABEL}</span>} />
      {/* inert: links, buttons and the period selector cannot be operated in a preview. */}
      <div className={`${styles.detail} ${styles.inert}`} inert data-testid="draft-preview">
        {draft ? (
          <ActivityArticle activity={draft} contracts={draft.contracts} />
        ) : (
          <EmptyState>{EMPTY_TEXTS.contents}</EmptyState>
        )}
        <RankPanel fixedPeriod="30" disabled />
      </div>
    </>
  );
}
