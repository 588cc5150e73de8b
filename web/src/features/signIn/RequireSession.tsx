import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { restoreSession } from '../../shared/session/session';
import { useSession } from '../../shared/session/sessionStore';
import { container } from '../../styles/layout.css';
import { useMessages } from '../../i18n/messages';
import { signInMessages } from './messages';

/**
 * The layout route around every My Page route (admin §2.1): while a stored token is being checked
 * it waits; without a session once that is done it goes home; signed in, the page renders.
 */
export function RequireSession() {
  const session = useSession();
  const t = useMessages(signInMessages);
  useEffect(() => {
    void restoreSession();
  }, []);
  if (session.status === 'restoring') return <div className={container} role="status" aria-label={t('restoring')} aria-busy="true" />;
  if (session.status === 'signedOut') return <Navigate to="/Home" replace />;
  return <Outlet />;
}
