import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { RoleNotice } from '../../components/RoleNotice/RoleNotice';
import { AddCouncilForm } from '../../features/councilEditor/AddCouncilForm';
import { isSiteAdminRole, ROLE_NOTICES } from '../../shared/myPage/operatorRights';
import { useAccount } from '../../shared/session/sessionStore';
import { SITE_NAME } from '../../config';

/** /MyPage/AddGC: site admins only (admin-area §2.5); anyone else is told so. */
export default function MyPageAddGcRoute() {
  const t = useMessages(pageMessages);
  const navigate = useNavigate();
  const account = useAccount();
  return (
    <PageLayout title={t('addGc.title')} onBack={() => navigate('/MyPage')} width="form">
      <title>{t('documentTitle', { page: t('addGc.title'), site: SITE_NAME })}</title>
      {isSiteAdminRole(account) ? <AddCouncilForm /> : <RoleNotice back={{ to: '/MyPage', label: t('addGc.back') }}>{ROLE_NOTICES.addCouncil}</RoleNotice>}
    </PageLayout>
  );
}
