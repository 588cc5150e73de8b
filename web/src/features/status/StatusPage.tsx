import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { SITE_NAME } from '../../config';
import * as styles from '../../styles/statsPage.css';
import { STATUS_TABS, type StatusTab, statusTabFrom } from './statusQuery';
import { StatsPageFrame } from '../../components/StatsPage/StatsPageFrame';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { statusMessages } from './messages';

// Each tab is its own chunk; their charts load behind another import (components/Chart).
const TokenomicsTab = lazy(() => import('./TokenomicsTab'));
const OnchainTab = lazy(() => import('./OnchainTab'));
const StakingTab = lazy(() => import('./StakingTab'));
const RankingTab = lazy(() => import('./RankingTab'));

const PANELS: Record<StatusTab, React.ComponentType> = { tokenomics: TokenomicsTab, onchain: OnchainTab, staking: StakingTab, ranking: RankingTab };

/** /Status: tabs Tokenomics, On-Chain Status, Staking, Ranking by query tab (spec §2 "Status page"). */
export function StatusPage() {
  const t = useMessages(statusMessages);
  const common = useMessages(commonMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = statusTabFrom(location.search);
  const Panel = PANELS[tab];
  const tabItems = STATUS_TABS.map((value) => ({ value, label: t('page.tab', { tab: value }) }));
  // On a phone the tab strip scrolls: keep the chosen tab in sight.
  // (A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    document.getElementById(`status-tab-${tab}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <StatsPageFrame
      documentTitle={t('page.documentTitle', { site: SITE_NAME })}
      title={t('page.title')}
      lead={t('page.lead')}
    >
      <Tabs<StatusTab> items={tabItems} value={tab} onChange={(next) => navigate(`/Status?tab=${next}`, { replace: true })} label={t('page.title')} idPrefix="status" />
      <div {...tabPanelProps('status', tab)} className={styles.panel}>
        <Suspense fallback={<div className={styles.chartSkeleton} style={{ height: 480 }} role="status" aria-label={common('loading')} />}>
          <Panel />
        </Suspense>
      </div>
    </StatsPageFrame>
  );
}
