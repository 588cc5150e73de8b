import { useMessages } from '../i18n/messages';
import { pageMessages } from './messages';
import { lazy } from 'react';
import { SITE_NAME } from '../config';
import { Hero } from '../features/home/Hero';
import * as styles from './Home.css';
import { LatestDiscussion } from '../features/home/LatestDiscussion';
import { LazySection } from '../features/home/LazySection';
import { NetworkStats } from '../features/home/NetworkStats';
import { useMainPage } from '../features/home/useMainPage';

const CouncilSection = lazy(() => import('../features/home/sections/CouncilSection'));
const VotingSection = lazy(() => import('../features/home/sections/VotingSection'));
const TransparencySection = lazy(() => import('../features/home/sections/TransparencySection'));

/** /Home: hero with the counters, network figures, Latest Discussion, and three lazy sections. */
export default function HomeRoute() {
  const t = useMessages(pageMessages);
  const { data, loading } = useMainPage();
  return (
    <div className={styles.home}>
      <title>{t('home.documentTitle', { site: SITE_NAME })}</title>
      <Hero figures={data} ready={!loading} />
      <div className={styles.below}>
        <NetworkStats figures={data} loading={loading} />
        <LatestDiscussion topics={data.topics} />
        <LazySection name="council" minHeight={420}>
          <CouncilSection councils={data.councils} />
        </LazySection>
        <LazySection name="voting" minHeight={420}>
          <VotingSection agendas={data.openAgendas} />
        </LazySection>
        <LazySection name="transparency" minHeight={420}>
          <TransparencySection />
        </LazySection>
      </div>
    </div>
  );
}
