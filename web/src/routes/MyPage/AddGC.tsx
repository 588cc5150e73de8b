import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/AddGC: site admins only (spec admin §2.5). */
export default function MyPageAddGcRoute() {
  return <PlaceholderPage title="Add Governance Council Member" />;
}
