import { abbreviateNumber, formatPercent, formatUsd } from '@portal/core/format';
import { useState } from 'react';
import { SERIES_COLORS } from './chartColors';
import { instantFull, SUPPLY_TIME_AXIS } from './dates';
import { Figure, FigureBlock } from './Figures';
import { LazyChart } from '../../components/StatsPage/LazyChart';
import { RangeSelector } from '../../components/StatsPage/RangeSelector';
import * as styles from '../../styles/statsPage.css';
import { useNetworkStatus, useSupply, type SupplyRangeChoice } from './useStats';
import { formatToken, TOKEN } from '../../shared/tokenAmount';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { statusMessages } from './messages';

// The labels are catalogue keys, formatted where shown.
const RANGES = [
  { value: '1', label: 'range.day1' },
  { value: '7', label: 'range.week1' },
  { value: '30', label: 'range.month1' },
  { value: '365', label: 'range.year1' },
  { value: 'burn', label: 'range.fromBurn' },
  { value: 'genesis', label: 'range.fromGenesis' },
] as const satisfies readonly { value: SupplyRangeChoice; label: string }[];

const klay = (value: string | undefined) => (value === undefined ? '-' : formatToken(value, { decimals: 2 }));
const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`);

/** Tokenomics: the Circulation Supply chart with its range, and the supply, market and burn figures. */
export default function TokenomicsTab() {
  const t = useMessages(statusMessages);
  const dates = useDates();
  const [range, setRange] = useState<SupplyRangeChoice>('30');
  const supply = useSupply(range);
  const status = useNetworkStatus();
  const summary = supply.data;
  const points = summary?.klay_supply ?? [];
  const change = summary?.supply_change;
  return (
    <>
      <section className={styles.section} aria-labelledby="supply-title">
        <div className={styles.sectionHead}>
          <h2 id="supply-title" className={styles.sectionTitle}>
            {t('supply.title')}
          </h2>
          <RangeSelector<SupplyRangeChoice> label={t('supply.range')} options={RANGES.map((r) => ({ value: r.value, label: t(r.label) }))} value={range} onChange={setRange} />
        </div>
        {summary && <p className={styles.meta}>{t('lastUpdated', { time: dates.header(summary.last_updated) })}</p>}
        {range === 'genesis' && (
          <p className={styles.note}>{t('supply.genesisNote')}</p>
        )}
        <LazyChart
          loading={!summary && !supply.error}
          kind="line"
          fromZero={false}
          title={t('supply.chart')}
          testId="supply-chart"
          unit={TOKEN}
          labels={points.map((p) => p.block_time)}
          formatLabel={instantFull}
          timeAxis={SUPPLY_TIME_AXIS}
          series={[
            {
              key: 'circulating',
              label: t('supply.series'),
              color: SERIES_COLORS[0],
              values: points.map((p) => Number(p.circulating_supply)),
              format: (v) => formatToken(v, { decimals: 0 }),
            },
          ]}
        />
        <div className={styles.blocks}>
          <FigureBlock
            title={t('change.title')}
            testId="supply-change"
            headline={
              change && (
                <p className={`${styles.headline} ${change.increment.startsWith('-') ? styles.down : styles.up}`}>
                  {signed(abbreviateNumber(change.increment))} {TOKEN} <span style={{ fontSize: '15px' }}>({signed(formatPercent(change.inflation))})</span>
                </p>
              )
            }
          >
            <Figure label={t('change.issued')} value={klay(change?.issued)} />
            <Figure label={t('change.burnt')} value={klay(change?.burned)} />
            <Figure label={t('change.uncirculated')} value={klay(change?.uncirculated)} />
          </FigureBlock>
          <FigureBlock title={t('current.title')} testId="current-supply">
            <Figure label={t('current.circulating')} value={klay(summary?.current_supply.circulating_supply)} />
            <Figure label={t('current.total')} value={klay(summary?.current_supply.total_supply)} />
            <Figure label={t('current.marketCap')} value={status.data ? formatUsd(status.data.market_cap) : '-'} />
            <Figure label={t('current.fdv')} value={status.data ? formatUsd(status.data.fdv) : '-'} />
          </FigureBlock>
          <FigureBlock title={t('burnt.title')} testId="burnt">
            <Figure label={t('burnt.byTxFee')} value={klay(status.data?.burnt_by_tx_fee)} />
            <Figure label={t('burnt.byBurning')} value={klay(status.data?.burnt_by_burning)} />
            <Figure label={t('burnt.byKip103')} value={klay(status.data?.burnt_by_kip103)} />
          </FigureBlock>
        </div>
      </section>
    </>
  );
}
