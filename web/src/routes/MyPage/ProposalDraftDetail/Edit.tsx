import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage';

/** /MyPage/ProposalDraftDetail/Edit (spec admin §2.8). */
export default function MyPageProposalDraftEditRoute() {
  return <PlaceholderPage title="EDIT VOTING AGENDA" />;
}
