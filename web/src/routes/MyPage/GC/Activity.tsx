import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/GC/Activity?id&cid: an activity of the council (spec admin §2.6). */
export default function MyPageGcActivityRoute() {
  return <PlaceholderPage title="ACTIVITY DETAIL" />;
}
