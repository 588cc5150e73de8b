import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /GC/ActivityDraft: a read-only activity drawn from session storage. */
export default function GcActivityDraftRoute() {
  return <PlaceholderPage title="Draft Preview" />;
}
