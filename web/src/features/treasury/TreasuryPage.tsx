import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { NETWORK_PROFILE, SITE_NAME } from '../../config';
import * as styles from '../../styles/statsPage.css';
import { StatsPageFrame } from '../../components/StatsPage/StatsPageFrame';

const { KCF, KFF } = NETWORK_PROFILE.funds;

const TreasuryHistory = lazy(() => import('./TreasuryHistory'));
const TreasuryReport = lazy(() => import('./TreasuryReport'));

type TreasuryTab = 'history' | 'report';
const TABS = [
  { value: 'history', label: 'History' },
  { value: 'report', label: 'Report' },
] as const;

export function treasuryTabFrom(search: string): TreasuryTab {
  return new URLSearchParams(search).get('tab')?.toLowerCase() === 'report' ? 'report' : 'history';
}

/** /Treasury: tabs History (default) and Report by query tab (spec §2 "Treasury"). */
export function TreasuryPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = treasuryTabFrom(location.search);
  return (
    <StatsPageFrame
      documentTitle={`Treasury | ${SITE_NAME}`}
      title="Treasury"
      lead={`How ${KCF.phrase} (${KCF.short}) and ${KFF.phrase} (${KFF.short}) are spent, month by month and payment by payment.`}
    >
      <Tabs<TreasuryTab> items={TABS} value={tab} onChange={(next) => navigate(`/Treasury?tab=${next}`, { replace: true })} label="Treasury" idPrefix="treasury" />
      <div {...tabPanelProps('treasury', tab)} className={styles.panel}>
        <Suspense fallback={<div className={styles.chartSkeleton} style={{ height: 480 }} role="status" aria-label="Loading" />}>{tab === 'history' ? <TreasuryHistory /> : <TreasuryReport />}</Suspense>
      </div>
    </StatsPageFrame>
  );
}
