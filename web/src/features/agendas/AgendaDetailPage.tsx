import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { SITE_NAME } from '../../config';
import { AgendaDetail, type AgendaControlsComponent } from './detail/AgendaDetail';
import { useMessages } from '../../i18n/messages';
import { agendaMessages } from './messages';
import * as styles from './Agendas.css';
import { agendaIdFrom, PROPOSAL_TABS, type ProposalTab, proposalTabUrl } from './agendaQuery';
import { ResumedAgendaBanner } from './ResumedAgendaBanner';
import { container } from '../../styles/layout.css';

/**
 * /Proposal/Detail?id: one agenda with its votes (spec §2 "Proposal detail"). My Page's
 * /MyPage/ProposalDetail shows the same agenda with its back arrow to the Voting List tab and no
 * public tabs (admin §2.8); the route gives the role controls.
 */
export function AgendaDetailPage({ controls, back }: { controls?: AgendaControlsComponent; back?: { path: string; label: string } } = {}) {
  const t = useMessages(agendaMessages);
  const tabItems = PROPOSAL_TABS.map((value) => ({ value, label: t('tab', { tab: value }) }));
  const notFound = t('detail.notFound');
  const location = useLocation();
  const navigate = useNavigate();
  const agendaId = agendaIdFrom(location.search);
  return (
    <div className={`${container} ${styles.page}`}>
      <title>{agendaId === null ? t('detail.documentTitleNone', { site: SITE_NAME }) : t('detail.documentTitle', { id: agendaId, site: SITE_NAME })}</title>
      <ResumedAgendaBanner />
      <div className={styles.header}>
        <PageHeader title={t('detail.title')} narrowTitle={t('detail.narrowTitle')} onBack={() => navigate(back?.path ?? '/Proposal')} backLabel={back?.label ?? t('list.back')} />
      </div>
      {back ? (
        <div>{agendaId === null ? <EmptyState>{notFound}</EmptyState> : <AgendaDetail key={agendaId} agendaId={agendaId} controls={controls} />}</div>
      ) : (
        <>
          <Tabs<ProposalTab> items={tabItems} value="voting" onChange={(tab) => navigate(proposalTabUrl(tab))} label={t('page.tabs')} idPrefix="proposal" />
          <div {...tabPanelProps('proposal', 'voting')}>
            {agendaId === null ? <EmptyState>{notFound}</EmptyState> : <AgendaDetail key={agendaId} agendaId={agendaId} controls={controls} />}
          </div>
        </>
      )}
    </div>
  );
}
