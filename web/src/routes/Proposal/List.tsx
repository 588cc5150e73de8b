import { AgendaListPage } from '../../features/agendas/AgendaListPage';

/** /Proposal/List?type=on|up: the ongoing or upcoming agendas, 9 a page, by category and title (spec §2 "Proposal list"). */
export default function ProposalListRoute() {
  return <AgendaListPage />;
}
