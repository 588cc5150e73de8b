import { AgendaDetailPage } from '../../features/proposals/AgendaDetailPage';

/** /Proposal/Detail?id: one agenda with its votes (spec §2 "Proposal detail"). */
export default function ProposalDetailRoute() {
  return <AgendaDetailPage />;
}
