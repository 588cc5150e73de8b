import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { SITE_NAME } from '../../config';
import { AgendaDetail, type AgendaControlsComponent, NOT_FOUND_TEXT } from './detail/AgendaDetail';
import * as styles from './Agendas.css';
import { agendaIdFrom, PROPOSAL_TAB_LABELS, PROPOSAL_TABS, type ProposalTab, proposalTabUrl } from './agendaQuery';
import { ResumedAgendaBanner } from './ResumedAgendaBanner';
import { container } from '../../styles/layout.css';

const TAB_ITEMS = PROPOSAL_TABS.map((value) => ({ value, label: PROPOSAL_TAB_LABELS[value] }));

/**
 * /Proposal/Detail?id: one agenda with its votes (spec §2 "Proposal detail"). My Page's
 * /MyPage/ProposalDetail shows the same agenda with its back arrow to the Voting List tab and no
 * public tabs (admin §2.8); the route gives the role controls.
 */
export function AgendaDetailPage({ controls, back }: { controls?: AgendaControlsComponent; back?: { path: string; label: string } } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const agendaId = agendaIdFrom(location.search);
  return (
    <div className={`${container} ${styles.page}`}>
      <title>{`${agendaId === null ? 'Voting agenda' : `Agenda No.${agendaId}`} | ${SITE_NAME}`}</title>
      <ResumedAgendaBanner />
      <div className={styles.header}>
        <PageHeader title="VOTING AGENDA DETAIL" narrowTitle="VOTING DETAIL" onBack={() => navigate(back?.path ?? '/Proposal')} backLabel={back?.label ?? 'Back to Voting'} />
      </div>
      {back ? (
        <div>{agendaId === null ? <EmptyState>{NOT_FOUND_TEXT}</EmptyState> : <AgendaDetail key={agendaId} agendaId={agendaId} controls={controls} />}</div>
      ) : (
        <>
          <Tabs<ProposalTab> items={TAB_ITEMS} value="voting" onChange={(tab) => navigate(proposalTabUrl(tab))} label="Voting" idPrefix="proposal" />
          <div {...tabPanelProps('proposal', 'voting')}>
            {agendaId === null ? <EmptyState>{NOT_FOUND_TEXT}</EmptyState> : <AgendaDetail key={agendaId} agendaId={agendaId} controls={controls} />}
          </div>
        </>
      )}
    </div>
  );
}
