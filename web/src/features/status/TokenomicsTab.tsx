import { abbreviateNumber, formatLastUpdatedLocal, formatPercent, formatUsd } from '@portal/core/format';
import { useState } from 'react';
import { SERIES_COLORS } from './chartColors';
import { instantFull, SUPPLY_TIME_AXIS } from './dates';
import { Figure, FigureBlock } from './Figures';
import { LazyChart } from '../../components/StatsPage/LazyChart';
import { RangeSelector } from '../../components/StatsPage/RangeSelector';
import * as styles from '../../styles/statsPage.css';
import { useNetworkStatus, useSupply, type SupplyRangeChoice } from './useStats';
import { formatToken, TOKEN } from '../../shared/tokenAmount';

const RANGES: { value: SupplyRangeChoice; label: string }[] = [
  { value: '1', label: '1 Day' },
  { value: '7', label: '1 Week' },
  { value: '30', label: '1 Month' },
  { value: '365', label: '1 Year' },
  { value: 'burn', label: 'From Burn' },
  { value: 'genesis', label: 'From Genesis' },
];

const klay = (value: string | undefined) => (value === undefined ? '-' : formatToken(value, { decimals: 2 }));
const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`);

/** Tokenomics: the Circulation Supply chart with its range, and the supply, market and burn figures. */
export default function TokenomicsTab() {
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
            Circulation Supply
          </h2>
          <RangeSelector label="Circulation Supply range" options={RANGES} value={range} onChange={setRange} />
        </div>
        {summary && <p className={styles.meta}>{formatLastUpdatedLocal(summary.last_updated)}</p>}
        {range === 'genesis' && (
          <p className={styles.note}>From Genesis shows the circulation from the initial reserve allocation, not from block 0.</p>
        )}
        <LazyChart
          loading={!summary && !supply.error}
          kind="line"
          fromZero={false}
          title="Circulating supply over time"
          testId="supply-chart"
          unit={TOKEN}
          labels={points.map((p) => p.block_time)}
          formatLabel={instantFull}
          timeAxis={SUPPLY_TIME_AXIS}
          series={[
            {
              key: 'circulating',
              label: 'Circulating Supply',
              color: SERIES_COLORS[0],
              values: points.map((p) => Number(p.circulating_supply)),
              format: (v) => formatToken(v, { decimals: 0 }),
            },
          ]}
        />
        <div className={styles.blocks}>
          <FigureBlock
            title="Circulating Supply Change"
            testId="supply-change"
            headline={
              change && (
                <p className={`${styles.headline} ${change.increment.startsWith('-') ? styles.down : styles.up}`}>
                  {signed(abbreviateNumber(change.increment))} {TOKEN} <span style={{ fontSize: '15px' }}>({signed(formatPercent(change.inflation))})</span>
                </p>
              )
            }
          >
            <Figure label="Issued" value={klay(change?.issued)} />
            <Figure label="Burnt" value={klay(change?.burned)} />
            <Figure label="Uncirculated" value={klay(change?.uncirculated)} />
          </FigureBlock>
          <FigureBlock title="Current Supply" testId="current-supply">
            <Figure label="Circulating" value={klay(summary?.current_supply.circulating_supply)} />
            <Figure label="Total" value={klay(summary?.current_supply.total_supply)} />
            <Figure label="Market Cap" value={status.data ? formatUsd(status.data.market_cap) : '-'} />
            <Figure label="FDV" value={status.data ? formatUsd(status.data.fdv) : '-'} />
          </FigureBlock>
          <FigureBlock title="Burnt" testId="burnt">
            <Figure label="By Tx Fee" value={klay(status.data?.burnt_by_tx_fee)} />
            <Figure label="By Burning" value={klay(status.data?.burnt_by_burning)} />
            <Figure label="By KIP 103" value={klay(status.data?.burnt_by_kip103)} />
          </FigureBlock>
        </div>
      </section>
    </>
  );
}
