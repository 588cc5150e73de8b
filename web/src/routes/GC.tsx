import { useMessages } from '../i18n/messages';
import { pageMessages } from './messages';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs, tabPanelProps } from '../components/Tabs/Tabs';
import { SITE_NAME } from '../config';
import { CouncilListTab } from '../features/council/CouncilListTab';
import * as styles from './GC.css';
import { GC_TAB_KEYS, GC_TABS, type GcTab, gcTabFrom, tabUrl } from '../features/council/gcQuery';
import { councilMessages } from '../features/council/messages';
import { container } from '../styles/layout.css';
import { commonMessages } from '../shared/messages';
import { TOKEN } from '../shared/tokenAmount';

// The List tab comes with the page; the others (markdown, and the Rank panel's chart behind its own
// import) load when opened.
const ActivitiesTab = lazy(() => import('../features/activity/ActivitiesTab'));
const HistoryTab = lazy(() => import('../features/council/HistoryTab'));

/** /GC: tabs List, Activities, History by query tab (spec §2 "GC page"). */
export default function GcRoute() {
  const t = useMessages(pageMessages);
  const common = useMessages(commonMessages);
  const council = useMessages(councilMessages);
  const tabItems = GC_TABS.map((value) => ({ value, label: council(GC_TAB_KEYS[value]) }));
  const location = useLocation();
  const navigate = useNavigate();
  const tab = gcTabFrom(location.search);
  const choose = (next: GcTab) => {
    navigate(tabUrl(next), { replace: true });
    window.scrollTo({ top: 0 });
  };
  return (
    <div className={`${container} ${styles.page}`}>
      <title>{t('documentTitle', { page: t('gc.title'), site: SITE_NAME })}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('gc.title')}</h1>
        <p className={styles.lead}>{t('gc.lead', { token: TOKEN })}</p>
      </header>
      <Tabs<GcTab> items={tabItems} value={tab} onChange={choose} label={t('gc.title')} idPrefix="gc" />
      <div {...tabPanelProps('gc', tab)} className={styles.panel}>
        {tab === 'list' && <CouncilListTab />}
        {tab !== 'list' && <Suspense fallback={<div className={styles.fallback} role="status" aria-label={common('loading')} />}>{tab === 'activities' ? <ActivitiesTab /> : <HistoryTab />}</Suspense>}
      </div>
    </div>
  );
}
