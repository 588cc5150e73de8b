import { useSearchParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /Proposal/List?type=on|up: the ongoing or upcoming agendas, 9 per page (spec §2 "Proposal list"). */
export default function ProposalListRoute() {
  const [params] = useSearchParams();
  return <PlaceholderPage title={params.get('type') === 'up' ? 'UPCOMING VOTING AGENDA' : 'ONGOING VOTING AGENDA'} />;
}
