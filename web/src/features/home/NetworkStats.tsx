import { formatNumber, formatUsd } from '@portal/core/format';
import { visuallyHidden } from '../../styles/global.css';
import { container } from '../../styles/layout.css';
import type { HomeFigures } from './homeData';
import * as styles from './NetworkStats.css';
import { TOKEN } from '../../shared/tokenAmount';

export interface NetworkStatsProps {
  figures: Pick<HomeFigures, 'marketCap' | 'totalSupply' | 'circulatingSupply'>;
  loading: boolean;
}

/** Market Cap (dollars), Total Supply and Circulating Supply (in 24 hours). */
export function NetworkStats({ figures, loading }: NetworkStatsProps) {
  return (
    <section className={`${container} ${styles.section}`} aria-labelledby="network-stats-title" aria-busy={loading}>
      <h2 id="network-stats-title" className={visuallyHidden}>
        Network statistics
      </h2>
      <dl className={styles.list}>
        <div className={styles.card} data-testid="market-cap">
          <dt className={styles.label}>Market Cap</dt>
          <dd className={styles.value}>{formatUsd(figures.marketCap)}</dd>
        </div>
        <div className={styles.card} data-testid="total-supply">
          <dt className={styles.label}>Total Supply</dt>
          <dd className={styles.value}>
            {formatNumber(figures.totalSupply)}
            <span className={styles.unit}>{TOKEN}</span>
          </dd>
        </div>
        <div className={styles.card} data-testid="circulating-supply">
          <dt className={styles.label}>
            Circulating Supply <span className={styles.note}>in 24 hours</span>
          </dt>
          <dd className={styles.value}>
            {formatNumber(figures.circulatingSupply)}
            <span className={styles.unit}>{TOKEN}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
