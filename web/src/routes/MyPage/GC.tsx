import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { container } from '../../styles/layout.css';
import { sprinkles } from '../../styles/sprinkles.css';
import { CouncilManagement, useManagedCouncil } from '../../features/councilEditor/CouncilManagement';
import { useSession } from '../../shared/session/sessionStore';
import type { Account } from '@portal/core/entities/account';
import { SITE_NAME } from '../../config';

const CouncilActivitiesPanel = lazy(() => import('../../features/activityEditor/CouncilActivitiesPanel'));

/** /MyPage/GC?id: council detail and management (admin-area §2.6), with the council's activities below. */
export default function MyPageGcRoute() {
  const t = useMessages(pageMessages);
  const session = useSession();
  return (
    <div className={`${container} ${sprinkles({ paddingTop: { desktop: 40, mobile: 24 }, paddingBottom: { desktop: 80, mobile: 48 } })}`}>
      <title>{t('documentTitle', { page: t('manageGc.title'), site: SITE_NAME })}</title>
      {session.status === 'signedIn' ? <ManagedCouncil account={session.account} /> : null}
    </div>
  );
}

function ManagedCouncil({ account }: { account: Account }) {
  const t = useMessages(pageMessages);
  const { councilId, redirect } = useManagedCouncil(account);
  const [removing, setRemoving] = useState(false);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  if (councilId === null) return <p>{t('manageGc.choose')}</p>;
  return (
    <>
      <CouncilManagement key={councilId} councilId={councilId} account={account} onRemoving={setRemoving} />
      {removing ? null : (
        <Suspense fallback={null}>
          <CouncilActivitiesPanel councilId={councilId} />
        </Suspense>
      )}
    </>
  );
}
