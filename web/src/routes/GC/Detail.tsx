import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /GC/Detail?id|addr: one council (spec §2 "GC detail"). */
export default function GcDetailRoute() {
  return <PlaceholderPage title="GOVERNANCE COUNCIL DETAIL" />;
}
