import { StatusPage } from '../features/status/StatusPage';

/** /Status: tabs Tokenomics, On-Chain Status, Staking, Ranking by query tab (spec §2 "Status page"). */
export default function StatusRoute() {
  return <StatusPage />;
}
