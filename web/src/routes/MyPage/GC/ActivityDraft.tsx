import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/GC/ActivityDraft: the activity preview fed by session storage. */
export default function MyPageGcActivityDraftRoute() {
  return <PlaceholderPage title="Draft Preview" />;
}
