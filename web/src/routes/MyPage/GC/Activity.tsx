import { useMessages } from '../../../i18n/messages';
import { pageMessages } from '../../messages';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import CouncilActivitiesPanel from '../../../features/activityEditor/CouncilActivitiesPanel';
import { useSession } from '../../../shared/session/sessionStore';
import { SITE_NAME } from '../../../config';

/**
 * /MyPage/GC/Activity?cid: a council's activities with their authoring controls (spec admin §2.6,
 * §2.7), on their own page; the council management page mounts the same panel. A council account
 * manages its own council; a site operator names one with cid.
 */
export default function MyPageGcActivityRoute() {
  const t = useMessages(pageMessages);
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status === 'signedOut') return <Navigate to="/Home" replace />;
  if (session.status === 'restoring') return null;
  const named = Number(params.get('cid') ?? params.get('id'));
  const councilId = Number.isInteger(named) && named > 0 ? named : session.account.council_id;
  return (
    <>
      <title>{t('documentTitle', { page: t('manageActivities.title'), site: SITE_NAME })}</title>
      <PageHeader title={t('manageActivities.heading')} />
      <CouncilActivitiesPanel councilId={councilId} />
    </>
  );
}
