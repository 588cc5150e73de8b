import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/GC?id: council detail and management (spec admin §2.6). */
export default function MyPageGcRoute() {
  return <PlaceholderPage title="MANAGE GOVERNANCE COUNCIL" />;
}
