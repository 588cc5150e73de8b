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

export const HOME_TAGLINE = 'The Place to Discuss and Decide the Future of the Network';

const wholeNumber = (value: number) => formatNumber(Math.floor(value));

export interface HeroProps {
  figures: Pick<HomeFigures, 'gcSize' | 'totalStaking'>;
  ready: boolean;
}

export function Hero({ figures, ready }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <HeroArt />
      <div className={`${container}`}>
        <div className={styles.content}>
          <p className={styles.eyebrow}>
            <span className={styles.dot} />
            Governance Council
          </p>
          <h1 id="home-title" className={styles.title}>
            {HOME_TAGLINE}
          </h1>
          <p className={styles.lead}>
            Follow the council that runs the network, read what it decides, and see every vote, stake and expenditure on
            chain.
          </p>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt className={styles.statLabel}>Governance Council Members</dt>
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
              <dt className={styles.statLabel}>Total Staked</dt>
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
              Meet the Council
            </ButtonLink>
            <ButtonLink as={Link} to="/Proposal" variant="outline" size="lg">
              See Voting
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
