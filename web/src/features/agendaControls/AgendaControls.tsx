import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { useAccount } from '../../shared/session/sessionStore';
import { nextSiteState, secretaryActionFor } from './agendaControlsModel';
import { SecretaryPanel } from './SecretaryPanel';
import { SiteStateControl } from './SiteStateControl';

/** The detail page's controls for the signed-in roles (loaded only when one applies: AgendaControlsSlot). */
export default function AgendaControls({ agenda }: { agenda: ProposalDetailAnswer }) {
  const me = useAccount();
  const action = secretaryActionFor(agenda);
  const next = nextSiteState(agenda);
  return (
    <>
      {me?.isSecretary && action && <SecretaryPanel key={action} agendaId={agenda.id} proposalId={agenda.proposal_id} action={action} />}
      {me?.isSiteAdmin && next && <SiteStateControl agendaId={agenda.id} siteState={agenda.site_state} next={next} />}
    </>
  );
}
