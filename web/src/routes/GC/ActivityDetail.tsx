import { ActivityDetailPage } from '../../features/activity/ActivityDetailPage';
import { DetailFrame } from '../../features/council/DetailFrame';
import { useBack } from '../../features/council/detailTarget';

/** /GC/ActivityDetail?id&cid: one activity in full, beside the rankings; Back returns to the feed. */
export default function GcActivityDetailRoute() {
  const back = useBack('/GC?tab=activities');
  return (
    <DetailFrame>
      <ActivityDetailPage back={back} />
    </DetailFrame>
  );
}
