import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { RoleNotice } from '../../components/RoleNotice/RoleNotice';
import { AddCouncilForm } from '../../features/councilEditor/AddCouncilForm';
import { isSiteAdminRole, ROLE_NOTICES } from '../../shared/myPage/operatorRights';
import { useAccount } from '../../shared/session/sessionStore';
import { SITE_NAME } from '../../config';

/** /MyPage/AddGC: site admins only (admin-area §2.5); anyone else is told so. */
export default function MyPageAddGcRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  return (
    <PageLayout title="Add Governance Council Member" onBack={() => navigate('/MyPage')} width="form">
      <title>{`Add Governance Council Member | ${SITE_NAME}`}</title>
      {isSiteAdminRole(account) ? <AddCouncilForm /> : <RoleNotice back={{ to: '/MyPage', label: 'Back to My Page' }}>{ROLE_NOTICES.addCouncil}</RoleNotice>}
    </PageLayout>
  );
}
