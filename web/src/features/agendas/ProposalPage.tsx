import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { SITE_NAME } from '../../config';
import * as styles from './Agendas.css';
import { PROPOSAL_TAB_LABELS, PROPOSAL_TABS, type ProposalTab, proposalTabFrom, proposalTabUrl } from './agendaQuery';
import { ResumedAgendaBanner } from './ResumedAgendaBanner';
import { SubscribeLinks } from './SubscribeLinks';
import { VotingTab } from './VotingTab';
import { container } from '../../styles/layout.css';

// VOTING comes with the page; the other tabs load when opened.
const DiscussionTab = lazy(() => import('./DiscussionTab').then((m) => ({ default: m.DiscussionTab })));
const LeaderboardTab = lazy(() => import('./LeaderboardTab').then((m) => ({ default: m.LeaderboardTab })));

const TAB_ITEMS = PROPOSAL_TABS.map((value) => ({ value, label: PROPOSAL_TAB_LABELS[value] }));

/** /Proposal: tabs VOTING (default), DISCUSSION, LEADERBOARD by query tab (spec §2 "Proposal page"). */
export function ProposalPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = proposalTabFrom(location.search);
  const choose = (next: ProposalTab) => {
    navigate(proposalTabUrl(next), { replace: true });
    window.scrollTo({ top: 0 });
  };
  return (
    <div className={`${container} ${styles.page}`}>
      <title>{`Voting | ${SITE_NAME}`}</title>
      <ResumedAgendaBanner />
      <header className={styles.header}>
        <h1 className={styles.title}>Voting</h1>
        <p className={styles.lead}>Agendas the governance council votes on, how each member voted, and the discussion before.</p>
        <SubscribeLinks />
      </header>
      <Tabs<ProposalTab> items={TAB_ITEMS} value={tab} onChange={choose} label="Voting" idPrefix="proposal" />
      <div {...tabPanelProps('proposal', tab)} className={styles.panel}>
        {tab === 'voting' ? (
          <VotingTab />
        ) : (
          <Suspense fallback={<div className={styles.fallback} role="status" aria-label="Loading" />}>{tab === 'discussion' ? <DiscussionTab /> : <LeaderboardTab />}</Suspense>
        )}
      </div>
    </div>
  );
}
