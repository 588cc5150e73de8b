import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/** /MyPage?tab: the admin and account tabs (spec admin §2.4). */
export default function MyPageRoute() {
  return <PlaceholderPage title="My Page" />;
}
