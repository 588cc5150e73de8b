import { ActivityDraftPage } from '../../../features/activity/ActivityDraftPage';
import { DetailFrame } from '../../../features/council/DetailFrame';

/** /MyPage/GC/ActivityDraft: the activity being written, from session storage, as it will look once posted (admin §2.6). */
export default function MyPageGcActivityDraftRoute() {
  return (
    <DetailFrame>
      <ActivityDraftPage />
    </DetailFrame>
  );
}
