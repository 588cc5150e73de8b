import { useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SITE_NAME } from '../../config';
import { ActivityArticle } from './ActivityArticle';
import * as styles from './Activity.css';
import { RankPanel } from './RankPanel';
import { useActivity } from './useActivityData';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { activityMessages } from './messages';

function activityId(search: string): number | null {
  const id = new URLSearchParams(search).get('id');
  return id !== null && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** /GC/ActivityDetail?id&cid: one activity in full, beside the rankings (the route puts it in the GC detail frame). */
export function ActivityDetailPage({ back }: { back: () => void }) {
  const t = useMessages(activityMessages);
  const common = useMessages(commonMessages);
  const location = useLocation();
  const { activity, loading } = useActivity(activityId(location.search));
  return (
    <>
      <title>{activity ? t('detail.documentTitleOf', { title: activity.title, site: SITE_NAME }) : t('detail.documentTitle', { site: SITE_NAME })}</title>
      <PageHeader title={t('detail.heading')} onBack={back} />
      <div className={styles.detail}>
        {activity ? (
          <ActivityArticle activity={activity} contracts={activity.contracts} figures={activity} />
        ) : (
          <div>{!loading && <EmptyState>{common('empty.contents')}</EmptyState>}</div>
        )}
        <RankPanel />
      </div>
    </>
  );
}
