import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/** /Treasury: tabs History and Report (spec §2 "Treasury"). */
export default function TreasuryRoute() {
  return <PlaceholderPage title="Treasury" />;
}
