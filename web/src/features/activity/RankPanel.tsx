import type { RankPeriod, TxCountRankItem } from '@portal/core/entities/activity';
import { formatFee } from '@portal/core/format';
import { lazy, Suspense, useState } from 'react';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Select } from '../../components/Select/Select';
import { Table } from '../../components/Table/Table';
import { Tooltip } from '../../components/Tooltip/Tooltip';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { visuallyHidden } from '../../styles/global.css';
import * as styles from './Activity.css';
import { chartLabel, DEFAULT_RANK_PERIOD, RANK_INFO, RANK_PERIOD_OPTIONS } from './rank';
import { useActivityRank } from './useActivityData';
import { TOKEN } from '../../shared/tokenAmount';
import { commonMessages } from '../../shared/messages';
import { useMessages } from '../../i18n/messages';
import { activityMessages } from './messages';

// The chart library loads with the Rank panel only, never with the GC page's first load.
const TxCountChart = lazy(() => import('./TxCountChart'));

function ChartFallback({ items }: { items: readonly TxCountRankItem[] }) {
  return <div className={styles.chartFallback} style={{ height: Math.max(140, items.length * 48 + 36) }} />;
}

export interface RankPanelProps {
  /** A fixed period (the draft preview ranks 30 days). */
  fixedPeriod?: RankPeriod;
  /** Draft preview: nothing can be operated. */
  disabled?: boolean;
  heading?: boolean;
}

/** Rankings of the contracts councils registered for their activities: count per council, fee per contract. */
export function RankPanel({ fixedPeriod, disabled = false, heading = true }: RankPanelProps) {
  const t = useMessages(activityMessages);
  const common = useMessages(commonMessages);
  const [chosen, setChosen] = useState<RankPeriod>(DEFAULT_RANK_PERIOD);
  const period = fixedPeriod ?? chosen;
  const { txCount, txFee, loading } = useActivityRank(period);
  const narrow = useIsTablet();

  return (
    <section className={styles.rank} aria-label={heading ? undefined : t('rank.title')} aria-labelledby={heading ? 'activity-rank-title' : undefined} aria-busy={loading}>
      <div className={styles.rankHeader}>
        {heading ? (
          <h2 id="activity-rank-title" className={styles.columnTitle}>
            {t('rank.title')}
          </h2>
        ) : (
          <span />
        )}
        <div className={styles.rankTools}>
          <Tooltip content={RANK_INFO.map((line) => <span key={line} className={styles.infoLine}>{t(line)}</span>)}>
            {(describedBy) => (
              <button type="button" className={styles.infoButton} aria-label={t('rank.about')} aria-describedby={describedBy} disabled={disabled}>
                <Icon name="info" size={18} />
              </button>
            )}
          </Tooltip>
          <Select<RankPeriod> aria-label={t('rank.period')} value={period} options={RANK_PERIOD_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))} onChange={setChosen} disabled={disabled || fixedPeriod !== undefined} />
        </div>
      </div>

      <div className={styles.rankBlock}>
        <h3 className={styles.blockTitle}>{t('rank.txCount')}</h3>
        {!loading && txCount.length === 0 ? (
          <EmptyState compact>{common('empty.comingSoon')}</EmptyState>
        ) : (
          <>
            <Suspense fallback={<ChartFallback items={txCount} />}>
              <TxCountChart items={txCount} narrow={narrow} />
            </Suspense>
            <ol className={visuallyHidden} aria-label={t('rank.txCountBy')}>
              {txCount.map((item) => (
                <li key={item.council.id}>
                  {chartLabel(item.council.name)}: {item.tx_count}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>

      <div className={styles.rankBlock}>
        <h3 className={styles.blockTitle}>{t('rank.txFee')}</h3>
        {!loading && txFee.length === 0 ? (
          <EmptyState compact>{common('empty.comingSoon')}</EmptyState>
        ) : (
          <Table
            caption={t('rank.txFee')}
            head="label"
            stackOnMobile
            padding="compact"
            lastRule={false}
            rows={txFee}
            rowKey={(item) => item.address}
            rowProps={() => ({ 'data-testid': 'fee-row' })}
            columns={[
              { key: 'rank', header: t('rank.column.rank'), className: styles.rankNumber, render: (_, index) => index + 1 },
              { key: 'address', header: t('rank.column.address'), className: styles.addressCell, render: (item) => <AddressChip address={item.address} /> },
              {
                key: 'fee',
                header: t('rank.column.fee'),
                numeric: true,
                render: (item) => (
                  <>
                    {formatFee(item.tx_fee)} <span className={styles.unit}>{TOKEN}</span>
                  </>
                ),
              },
            ]}
          />
        )}
      </div>
    </section>
  );
}
