import { useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SITE_NAME } from '../../config';
import { ActivityArticle } from '../../features/activity/ActivityArticle';
import * as styles from '../../features/activity/Activity.css';
import { RankPanel } from '../../features/activity/RankPanel';
import { useActivity } from '../../features/activity/useActivityData';
import * as pageStyles from '../../features/council/CouncilDetail.css';
import { useBack } from '../../features/council/detailTarget';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';
import { container } from '../../styles/layout.css';

function activityId(search: string): number | null {
  const id = new URLSearchParams(search).get('id');
  return id !== null && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** /GC/ActivityDetail?id&cid: one activity in full, beside the rankings. */
export default function GcActivityDetailRoute() {
  const location = useLocation();
  const back = useBack('/GC?tab=activities');
  const { activity, loading } = useActivity(activityId(location.search));
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <title>{`${activity ? `${activity.title} | ` : ''}Activity Detail | ${SITE_NAME}`}</title>
      <PageHeader title="ACTIVITY DETAIL" onBack={back} />
      <div className={styles.detail}>
        {activity ? (
          <ActivityArticle activity={activity} contracts={activity.contracts} figures={activity} />
        ) : (
          <div>{!loading && <EmptyState>{EMPTY_TEXTS.contents}</EmptyState>}</div>
        )}
        <RankPanel />
      </div>
    </div>
  );
}
