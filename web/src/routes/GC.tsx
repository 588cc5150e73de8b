import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/** /GC: tabs List, Activities, History (spec §2 "GC page"). */
export default function GcRoute() {
  return <PlaceholderPage title="Governance Council" />;
}
