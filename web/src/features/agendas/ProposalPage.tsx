import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { SITE_NAME } from '../../config';
import * as styles from './Agendas.css';
import { useMessages } from '../../i18n/messages';
import { agendaMessages } from './messages';
import { PROPOSAL_TABS, type ProposalTab, proposalTabFrom, proposalTabUrl } from './agendaQuery';
import { ResumedAgendaBanner } from './ResumedAgendaBanner';
import { SubscribeLinks } from './SubscribeLinks';
import { VotingTab } from './VotingTab';
import { container } from '../../styles/layout.css';

// VOTING comes with the page; the other tabs load when opened.
const DiscussionTab = lazy(() => import('./DiscussionTab').then((m) => ({ default: m.DiscussionTab })));
const LeaderboardTab = lazy(() => import('./LeaderboardTab').then((m) => ({ default: m.LeaderboardTab })));

/** /Proposal: tabs VOTING (default), DISCUSSION, LEADERBOARD by query tab (spec §2 "Proposal page"). */
export function ProposalPage() {
  const t = useMessages(agendaMessages);
  const tabItems = PROPOSAL_TABS.map((value) => ({ value, label: t('tab', { tab: value }) }));
  const location = useLocation();
  const navigate = useNavigate();
  const tab = proposalTabFrom(location.search);
  const choose = (next: ProposalTab) => {
    navigate(proposalTabUrl(next), { replace: true });
    window.scrollTo({ top: 0 });
  };
  return (
    <div className={`${container} ${styles.page}`}>
      <title>{t('page.documentTitle', { site: SITE_NAME })}</title>
      <ResumedAgendaBanner />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p className={styles.lead}>{t('page.lead')}</p>
        <SubscribeLinks />
      </header>
      <Tabs<ProposalTab> items={tabItems} value={tab} onChange={choose} label={t('page.tabs')} idPrefix="proposal" />
      <div {...tabPanelProps('proposal', tab)} className={styles.panel}>
        {tab === 'voting' ? (
          <VotingTab />
        ) : (
          <Suspense fallback={<div className={styles.fallback} role="status" aria-label={t('loading')} />}>{tab === 'discussion' ? <DiscussionTab /> : <LeaderboardTab />}</Suspense>
        )}
      </div>
    </div>
  );
}
