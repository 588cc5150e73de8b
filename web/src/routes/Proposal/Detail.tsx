import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /Proposal/Detail?id: one agenda with its votes (spec §2 "Proposal detail"). */
export default function ProposalDetailRoute() {
  return <PlaceholderPage title="VOTING AGENDA DETAIL" />;
}
