import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Pagination } from '../../components/Pagination/Pagination';
import { feedUrl, parseFeedState } from '../../shared/pageUrls';
import * as styles from './Activity.css';
import { ActivityCard } from './ActivityCard';
import { FEED_PAGE_SIZE, showsPaging } from './activityText';
import { CouncilStrip } from './CouncilStrip';
import { useActivityFeed, useActivityStrip } from './useActivityData';
import { commonMessages } from '../../shared/messages';
import { useMessages } from '../../i18n/messages';
import { activityMessages } from './messages';

/**
 * The activity feed: the council strip (All GC Members = -1), 5 activities a page with the page in
 * the URL, paging only above 5, "There are no contents." when empty.
 */
export function Feed({ heading = true }: { heading?: boolean }) {
  const t = useMessages(activityMessages);
  const common = useMessages(commonMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const { councilId, page } = parseFeedState(location.search);
  const councils = useActivityStrip();
  const { items, total, loading } = useActivityFeed(councilId, page);
  const top = useRef<HTMLDivElement>(null);
  const totalPages = Math.max(1, Math.ceil(total / FEED_PAGE_SIZE));

  const goTo = (nextPage: number) => {
    navigate(feedUrl({ councilId, page: nextPage }));
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className={styles.feed} aria-labelledby={heading ? 'activity-feed-title' : undefined} aria-label={heading ? undefined : t('feed.title')} aria-busy={loading}>
      <div ref={top} className={styles.anchor} />
      {heading && (
        <h2 id="activity-feed-title" className={styles.columnTitle}>
          {t('feed.title')}
        </h2>
      )}
      <CouncilStrip councils={councils} selected={councilId} onSelect={(id) => navigate(feedUrl({ councilId: id, page: 1 }), { replace: true })} />
      {!loading && items.length === 0 ? (
        <EmptyState>{common('empty.contents')}</EmptyState>
      ) : (
        <div className={styles.list}>
          {items.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </div>
      )}
      {showsPaging(total) && <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={goTo} label={t('feed.pages')} />}
    </section>
  );
}
