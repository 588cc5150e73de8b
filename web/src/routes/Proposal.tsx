import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/** /Proposal: tabs VOTING, DISCUSSION, LEADERBOARD (spec §2 "Proposal page"). */
export default function ProposalRoute() {
  return <PlaceholderPage title="Voting" />;
}
