import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /GC/ActivityDetail: one council activity post. */
export default function GcActivityDetailRoute() {
  return <PlaceholderPage title="ACTIVITY DETAIL" />;
}
