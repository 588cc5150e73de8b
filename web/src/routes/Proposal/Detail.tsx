import { AgendaControlsSlot } from '../../features/agendaControls/AgendaControlsSlot';
import { AgendaDetailPage } from '../../features/agendas/AgendaDetailPage';

/** /Proposal/Detail?id: one agenda with its votes (spec §2 "Proposal detail"), and the role controls under its header. */
export default function ProposalDetailRoute() {
  return <AgendaDetailPage controls={AgendaControlsSlot} />;
}
