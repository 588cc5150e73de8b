import { ActivityDraftPage } from '../../features/activity/ActivityDraftPage';
import { DetailFrame } from '../../features/council/DetailFrame';

/** /GC/ActivityDraft: the preview of the activity being written (spec §2). */
export default function GcActivityDraftRoute() {
  return (
    <DetailFrame>
      <ActivityDraftPage />
    </DetailFrame>
  );
}
