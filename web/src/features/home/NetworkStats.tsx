import type { ReactNode } from 'react';
import { formatNumber, formatUsd } from '@portal/core/format';
import { visuallyHidden } from '../../styles/global.css';
import { container } from '../../styles/layout.css';
import type { HomeFigures } from './homeData';
import * as styles from './NetworkStats.css';
import { TOKEN } from '../../shared/tokenAmount';
import { useMessages } from '../../i18n/messages';
import { homeMessages } from './messages';

const renderNote = (chunks: ReactNode[]) => <span className={styles.note}>{chunks}</span>;

export interface NetworkStatsProps {
  figures: Pick<HomeFigures, 'marketCap' | 'totalSupply' | 'circulatingSupply'>;
  loading: boolean;
}

/** Market Cap (dollars), Total Supply and Circulating Supply (in 24 hours). */
export function NetworkStats({ figures, loading }: NetworkStatsProps) {
  const t = useMessages(homeMessages);
  return (
    <section className={`${container} ${styles.section}`} aria-labelledby="network-stats-title" aria-busy={loading}>
      <h2 id="network-stats-title" className={visuallyHidden}>
        {t('stats.title')}
      </h2>
      <dl className={styles.list}>
        <div className={styles.card} data-testid="market-cap">
          <dt className={styles.label}>{t('stats.marketCap')}</dt>
          <dd className={styles.value}>{formatUsd(figures.marketCap)}</dd>
        </div>
        <div className={styles.card} data-testid="total-supply">
          <dt className={styles.label}>{t('stats.totalSupply')}</dt>
          <dd className={styles.value}>
            {formatNumber(figures.totalSupply)}
            <span className={styles.unit}>{TOKEN}</span>
          </dd>
        </div>
        <div className={styles.card} data-testid="circulating-supply">
          <dt className={styles.label}>{t.rich('stats.circulatingSupply', { note: renderNote })}</dt>
          <dd className={styles.value}>
            {formatNumber(figures.circulatingSupply)}
            <span className={styles.unit}>{TOKEN}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
