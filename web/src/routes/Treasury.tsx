import { TreasuryPage } from '../features/treasury/TreasuryPage';

/** /Treasury: tabs History (default) and Report by query tab (spec §2 "Treasury"). */
export default function TreasuryRoute() {
  return <TreasuryPage />;
}
