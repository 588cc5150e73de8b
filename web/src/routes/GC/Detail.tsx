import { CouncilDetailPage } from '../../features/council/CouncilDetailPage';

/** /GC/Detail?id|addr: one council (spec §2 "GC detail"); addr finds it by any of its contracts. */
export default function GcDetailRoute() {
  return <CouncilDetailPage />;
}
