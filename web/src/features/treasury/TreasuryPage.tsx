import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { NETWORK_PROFILE, SITE_NAME } from '../../config';
import * as styles from '../../styles/statsPage.css';
import { StatsPageFrame } from '../../components/StatsPage/StatsPageFrame';
import { useLocale, useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { treasuryMessages } from './messages';

const { KCF, KFF } = NETWORK_PROFILE.funds;

const TreasuryHistory = lazy(() => import('./TreasuryHistory'));
const TreasuryReport = lazy(() => import('./TreasuryReport'));

type TreasuryTab = 'history' | 'report';
const TABS: readonly TreasuryTab[] = ['history', 'report'];

export function treasuryTabFrom(search: string): TreasuryTab {
  return new URLSearchParams(search).get('tab')?.toLowerCase() === 'report' ? 'report' : 'history';
}

/** /Treasury: tabs History (default) and Report by query tab (spec §2 "Treasury"). */
export function TreasuryPage() {
  const t = useMessages(treasuryMessages);
  const common = useMessages(commonMessages);
  // English names a fund with its article ("the … Fund"); Korean by its name alone.
  const english = useLocale() === 'en';
  const location = useLocation();
  const navigate = useNavigate();
  const tab = treasuryTabFrom(location.search);
  return (
    <StatsPageFrame
      documentTitle={t('page.documentTitle', { site: SITE_NAME })}
      title={t('page.title')}
      lead={t('page.lead', { kcf: english ? KCF.phrase : KCF.name, kcfShort: KCF.short, kff: english ? KFF.phrase : KFF.name, kffShort: KFF.short })}
    >
      <Tabs<TreasuryTab> items={TABS.map((value) => ({ value, label: t('page.tab', { tab: value }) }))} value={tab} onChange={(next) => navigate(`/Treasury?tab=${next}`, { replace: true })} label={t('page.title')} idPrefix="treasury" />
      <div {...tabPanelProps('treasury', tab)} className={styles.panel}>
        <Suspense fallback={<div className={styles.chartSkeleton} style={{ height: 480 }} role="status" aria-label={common('loading')} />}>{tab === 'history' ? <TreasuryHistory /> : <TreasuryReport />}</Suspense>
      </div>
    </StatsPageFrame>
  );
}
