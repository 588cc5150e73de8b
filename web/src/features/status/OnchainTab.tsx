import { formatNumber } from '@portal/core/format';
import { useState } from 'react';
import { SERIES_COLORS } from './chartColors';
import { dayFull, dayTick, monthTick } from './dates';
import { LazyChart } from '../../components/StatsPage/LazyChart';
import { RangeSelector } from '../../components/StatsPage/RangeSelector';
import * as styles from '../../styles/statsPage.css';
import { useAccountCounts, useTxInfo } from './useStats';
import { formatToken, TOKEN } from '../../shared/tokenAmount';

const TX_RANGES = [
  { value: '30', label: '1 Month' },
  { value: '90', label: '3 Months' },
  { value: '365', label: '1 Year' },
] as const;
const ACCOUNT_RANGES = [
  { value: '12', label: '1 Year' },
  { value: '36', label: '3 Years' },
] as const;

const count = (v: number) => formatNumber(v);

/** On-Chain Status: daily transactions and fees, total and active accounts. */
export default function OnchainTab() {
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
            Transaction
          </h2>
          <RangeSelector label="Transaction range" options={TX_RANGES} value={days} onChange={setDays} />
        </div>
        <div className={styles.twoCharts}>
          <div>
            <h3 className={styles.subTitle}>Daily Tx Count</h3>
            <LazyChart
              narrow
              loading={!tx.data && !tx.error}
              kind="bar"
              title="Daily transaction count"
              testId="tx-count-chart"
              unit="Txs"
              labels={txDays.map((d) => d.date)}
              formatLabel={dayTick}
              formatTooltipLabel={dayFull}
              series={[{ key: 'count', label: 'Tx Count', color: SERIES_COLORS[0], values: txDays.map((d) => d.tx_count), format: count }]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>Daily Tx Fee</h3>
            <LazyChart
              narrow
              loading={!tx.data && !tx.error}
              kind="bar"
              title={`Daily transaction fee in ${TOKEN}`}
              testId="tx-fee-chart"
              unit={TOKEN}
              labels={txDays.map((d) => d.date)}
              formatLabel={dayTick}
              formatTooltipLabel={dayFull}
              series={[{ key: 'fee', label: 'Tx Fee', color: SERIES_COLORS[1], values: txDays.map((d) => Number(d.tx_fee)), format: (v) => formatToken(v, { decimals: 4 }) }]}
            />
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="accounts-title">
        <div className={styles.sectionHead}>
          <h2 id="accounts-title" className={styles.sectionTitle}>
            Accounts Count
          </h2>
          <RangeSelector label="Accounts range" options={ACCOUNT_RANGES} value={months} onChange={setMonths} />
        </div>
        <div className={styles.twoCharts}>
          <div>
            <h3 className={styles.subTitle}>Total Accounts</h3>
            <LazyChart
              narrow
              loading={!accounts.data && !accounts.error}
              kind="stacked"
              title="Total accounts by month, EOA and SCA"
              testId="total-accounts-chart"
              unit="Accounts"
              labels={accountMonths.map((m) => m.date)}
              formatLabel={monthTick}
              series={[
                { key: 'eoa', label: 'EOA', color: SERIES_COLORS[0], values: accountMonths.map((m) => m.total_eoa), format: count },
                { key: 'sca', label: 'SCA', color: SERIES_COLORS[1], values: accountMonths.map((m) => m.total_sca), format: count },
              ]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>Active Accounts</h3>
            <LazyChart
              narrow
              loading={!accounts.data && !accounts.error}
              kind="bar"
              title="Active accounts by month, EOA and SCA"
              testId="active-accounts-chart"
              unit="Accounts"
              labels={accountMonths.map((m) => m.date)}
              formatLabel={monthTick}
              series={[
                { key: 'eoa', label: 'Active EOA', color: SERIES_COLORS[0], values: accountMonths.map((m) => m.active_eoa), format: count },
                { key: 'sca', label: 'Active SCA', color: SERIES_COLORS[1], values: accountMonths.map((m) => m.active_sca), format: count },
              ]}
            />
          </div>
        </div>
      </section>
    </>
  );
}
