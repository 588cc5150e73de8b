import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/** /Status: tabs Tokenomics, On-Chain Status, Staking, Ranking (spec §2 "Status page"). */
export default function StatusRoute() {
  return <PlaceholderPage title="Analytics" />;
}
