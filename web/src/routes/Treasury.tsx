import { TreasuryPage } from '../features/stats/TreasuryPage';

/** /Treasury: tabs History (default) and Report by query tab (spec §2 "Treasury"). */
export default function TreasuryRoute() {
  return <TreasuryPage />;
}
