import { ProposalListPage } from '../../features/proposals/ProposalListPage';

/** /Proposal/List?type=on|up: the ongoing or upcoming agendas, 9 a page, by category and title (spec §2 "Proposal list"). */
export default function ProposalListRoute() {
  return <ProposalListPage />;
}
