import { ProposalPage } from '../features/agendas/ProposalPage';

/** /Proposal: tabs VOTING (default), DISCUSSION, LEADERBOARD by query tab (spec §2 "Proposal page"). */
export default function ProposalRoute() {
  return <ProposalPage />;
}
