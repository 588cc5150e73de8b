import { formatNumber } from '@portal/core/format';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/Button/ButtonLink';
import { container } from '../../styles/layout.css';
import { AnimatedCounter } from './AnimatedCounter';
import * as styles from './Hero.css';
import { HeroArt } from './HeroArt';
import type { HomeFigures } from './homeData';
import { GC_COUNTER_MS, STAKED_COUNTER_MS } from './motion';
import { TOKEN } from '../../shared/tokenAmount';
import { useMessages } from '../../i18n/messages';
import { homeMessages } from './messages';

const wholeNumber = (value: number) => formatNumber(Math.floor(value));

export interface HeroProps {
  figures: Pick<HomeFigures, 'gcSize' | 'totalStaking'>;
  ready: boolean;
}

export function Hero({ figures, ready }: HeroProps) {
  const t = useMessages(homeMessages);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <HeroArt />
      <div className={`${container}`}>
        <div className={styles.content}>
          <p className={styles.eyebrow}>
            <span className={styles.dot} />
            {t('hero.eyebrow')}
          </p>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.lead}>
            {t('hero.lead')}
          </p>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt className={styles.statLabel}>{t('hero.gcMembers')}</dt>
              <dd className={styles.statValue}>
                <AnimatedCounter
                  testId="gc-count"
                  value={figures.gcSize}
                  rawValue={String(figures.gcSize)}
                  finalText={formatNumber(figures.gcSize)}
                  format={wholeNumber}
                  duration={GC_COUNTER_MS}
                  ready={ready}
                />
              </dd>
            </div>
            <div className={styles.stat}>
              <dt className={styles.statLabel}>{t('hero.totalStaked')}</dt>
              <dd className={styles.statValue}>
                <AnimatedCounter
                  testId="staked-total"
                  value={Number(figures.totalStaking)}
                  rawValue={figures.totalStaking}
                  finalText={formatNumber(figures.totalStaking)}
                  format={wholeNumber}
                  duration={STAKED_COUNTER_MS}
                  ready={ready}
                />
                <span className={styles.unit}>{TOKEN}</span>
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <ButtonLink as={Link} to="/GC" variant="primary" size="lg">
              {t('hero.meetCouncil')}
            </ButtonLink>
            <ButtonLink as={Link} to="/Proposal" variant="outline" size="lg">
              {t('hero.seeVoting')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
