import { lazy, Suspense } from 'react';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import { media } from '../../styles/breakpoints';
import { nextSiteState, secretaryActionFor } from './agendaControlsModel';

// The panels, their words and the signing path: fetched only for a role that has a control here.
const AgendaControls = lazy(() => import('./AgendaControls'));

/**
 * Where the detail page's role controls go (admin §2.8, public §4): the secretary's panel and a site
 * admin's site-state control, on a desktop only. The public's first load never carries them.
 */
export function AgendaControlsSlot({ agenda }: { agenda: ProposalDetailAnswer }) {
  const me = useAccount();
  const desktop = useMediaQuery(media.desktop);
  if (!me || !desktop) return null;
  const secretary = me.isSecretary && secretaryActionFor(agenda) !== null;
  const admin = me.isSiteAdmin && nextSiteState(agenda) !== null;
  if (!secretary && !admin) return null;
  return (
    <Suspense fallback={null}>
      <AgendaControls agenda={agenda} />
    </Suspense>
  );
}
