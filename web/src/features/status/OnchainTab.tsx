import { formatNumber } from '@portal/core/format';
import { useState } from 'react';
import { SERIES_COLORS } from './chartColors';
import { dayFull, dayTick, monthTick } from './dates';
import { LazyChart } from '../../components/StatsPage/LazyChart';
import { RangeSelector } from '../../components/StatsPage/RangeSelector';
import * as styles from '../../styles/statsPage.css';
import { useAccountCounts, useTxInfo } from './useStats';
import { formatToken, TOKEN } from '../../shared/tokenAmount';
import { useMessages } from '../../i18n/messages';
import { statusMessages } from './messages';

// The ranges' labels are catalogue keys, formatted where shown.
const TX_RANGES = [
  { value: '30', label: 'range.month1' },
  { value: '90', label: 'range.month3' },
  { value: '365', label: 'range.year1' },
] as const;
const ACCOUNT_RANGES = [
  { value: '12', label: 'range.year1' },
  { value: '36', label: 'range.year3' },
] as const;

const count = (v: number) => formatNumber(v);

/** On-Chain Status: daily transactions and fees, total and active accounts. */
export default function OnchainTab() {
  const t = useMessages(statusMessages);
  const ranges = <V extends string>(options: readonly { value: V; label: 'range.month1' | 'range.month3' | 'range.year1' | 'range.year3' }[]) =>
    options.map((option) => ({ value: option.value, label: t(option.label) }));
  const [days, setDays] = useState<(typeof TX_RANGES)[number]['value']>('30');
  const [months, setMonths] = useState<(typeof ACCOUNT_RANGES)[number]['value']>('12');
  const tx = useTxInfo(Number(days));
  const accounts = useAccountCounts(Number(months));
  const txDays = tx.data ?? [];
  const accountMonths = accounts.data ?? [];
  return (
    <>
      <section className={styles.section} aria-labelledby="tx-title">
        <div className={styles.sectionHead}>
          <h2 id="tx-title" className={styles.sectionTitle}>
            {t('tx.title')}
          </h2>
          <RangeSelector label={t('tx.range')} options={ranges(TX_RANGES)} value={days} onChange={setDays} />
        </div>
        <div className={styles.twoCharts}>
          <div>
            <h3 className={styles.subTitle}>{t('tx.dailyCount')}</h3>
            <LazyChart
              narrow
              loading={!tx.data && !tx.error}
              kind="bar"
              title={t('tx.countChart')}
              testId="tx-count-chart"
              unit={t('tx.unit')}
              labels={txDays.map((d) => d.date)}
              formatLabel={dayTick}
              formatTooltipLabel={dayFull}
              series={[{ key: 'count', label: t('tx.count'), color: SERIES_COLORS[0], values: txDays.map((d) => d.tx_count), format: count }]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>{t('tx.dailyFee')}</h3>
            <LazyChart
              narrow
              loading={!tx.data && !tx.error}
              kind="bar"
              title={t('tx.feeChart', { token: TOKEN })}
              testId="tx-fee-chart"
              unit={TOKEN}
              labels={txDays.map((d) => d.date)}
              formatLabel={dayTick}
              formatTooltipLabel={dayFull}
              series={[{ key: 'fee', label: t('tx.fee'), color: SERIES_COLORS[1], values: txDays.map((d) => Number(d.tx_fee)), format: (v) => formatToken(v, { decimals: 4 }) }]}
            />
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="accounts-title">
        <div className={styles.sectionHead}>
          <h2 id="accounts-title" className={styles.sectionTitle}>
            {t('accounts.title')}
          </h2>
          <RangeSelector label={t('accounts.range')} options={ranges(ACCOUNT_RANGES)} value={months} onChange={setMonths} />
        </div>
        <div className={styles.twoCharts}>
          <div>
            <h3 className={styles.subTitle}>{t('accounts.total')}</h3>
            <LazyChart
              narrow
              loading={!accounts.data && !accounts.error}
              kind="stacked"
              title={t('accounts.totalChart')}
              testId="total-accounts-chart"
              unit={t('accounts.unit')}
              labels={accountMonths.map((m) => m.date)}
              formatLabel={monthTick}
              series={[
                { key: 'eoa', label: t('accounts.eoa'), color: SERIES_COLORS[0], values: accountMonths.map((m) => m.total_eoa), format: count },
                { key: 'sca', label: t('accounts.sca'), color: SERIES_COLORS[1], values: accountMonths.map((m) => m.total_sca), format: count },
              ]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>{t('accounts.active')}</h3>
            <LazyChart
              narrow
              loading={!accounts.data && !accounts.error}
              kind="bar"
              title={t('accounts.activeChart')}
              testId="active-accounts-chart"
              unit={t('accounts.unit')}
              labels={accountMonths.map((m) => m.date)}
              formatLabel={monthTick}
              series={[
                { key: 'eoa', label: t('accounts.activeEoa'), color: SERIES_COLORS[0], values: accountMonths.map((m) => m.active_eoa), format: count },
                { key: 'sca', label: t('accounts.activeSca'), color: SERIES_COLORS[1], values: accountMonths.map((m) => m.active_sca), format: count },
              ]}
            />
          </div>
        </div>
      </section>
    </>
  );
}
