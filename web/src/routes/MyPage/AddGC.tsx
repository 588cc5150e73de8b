import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { AddCouncilForm } from '../../features/councilEditor/AddCouncilForm';
import { useAccount } from '../../shared/session/sessionStore';
import { SITE_NAME } from '../../config';

/** /MyPage/AddGC: site admins only (admin-area §2.5). */
export default function MyPageAddGcRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  return (
    <PageLayout title="Add Governance Council Member" onBack={() => navigate('/MyPage')} width="form">
      <title>{`Add Governance Council Member | ${SITE_NAME}`}</title>
      {account?.isSiteAdmin ? <AddCouncilForm /> : <p>Only a site admin may add a council.</p>}
    </PageLayout>
  );
}
