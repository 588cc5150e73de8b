import { formatNumber, formatPercent } from '@portal/core/format';
import { useState } from 'react';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Select } from '../../components/Select/Select';
import { SERIES_COLORS } from './chartColors';
import { DAY_TIME_AXIS, dayFull, dayTick } from './dates';
import { governancePolicy } from './governancePolicy';
import { Figure, FigureBlock } from './Figures';
import { LazyChart } from '../../components/StatsPage/LazyChart';
import { RangeSelector } from '../../components/StatsPage/RangeSelector';
import * as styles from '../../styles/statsPage.css';
import { useStaking, useStatInfo } from './useStats';
import { TOKEN } from '../../shared/tokenAmount';
import { NETWORK_PROFILE } from '../../config';

const RANGES = [
  { value: '30', label: '1 Month' },
  { value: '90', label: '3 Months' },
  { value: '365', label: '1 Year' },
  { value: '2000', label: 'All' },
] as const;

type Scope = 'all' | 'member';
const SCOPES = [
  { value: 'all', label: 'All GC Members' },
  { value: 'member', label: 'GC Member' },
] as const;

const klay = (v: number) => `${formatNumber(v, { decimals: 2, fixed: false })} ${TOKEN}`;

/** Staking: APY, staked value and rewards of all councils or one, and the governance policy. */
export default function StakingTab() {
  const [scope, setScope] = useState<Scope>('all');
  const [days, setDays] = useState<(typeof RANGES)[number]['value']>('30');
  const councils = useApi(apiKeys.councilList(), { revalidateOnFocus: false });
  const sitting = (councils.data ?? []).filter((c) => !c.resigned_at);
  const [picked, setPicked] = useState<string>('');
  const councilId = scope === 'all' ? -1 : Number(picked || sitting[0]?.id || -1);
  const staking = useStaking(councilId, Number(days));
  const info = useStatInfo();
  const points = staking.data ?? [];
  const latest = points.at(-1);
  const labels = points.map((p) => p.date);
  const chart = { loading: !staking.data && !staking.error, labels, formatLabel: dayTick, formatTooltipLabel: dayFull, timeAxis: DAY_TIME_AXIS, height: 260 } as const;
  const policy = info.data ? governancePolicy(info.data) : undefined;
  return (
    <>
      <section className={styles.section} aria-labelledby="staking-title">
        <div className={styles.sectionHead}>
          <h2 id="staking-title" className={styles.sectionTitle}>
            Staking
          </h2>
          <div className={styles.controls}>
            <Select<Scope> aria-label="Councils shown" value={scope} options={SCOPES} onChange={setScope} />
            {scope === 'member' && (
              <Select<string>
                aria-label="GC Member"
                value={String(councilId)}
                options={sitting.map((c) => ({ value: String(c.id), label: c.name }))}
                onChange={setPicked}
              />
            )}
            <RangeSelector label="Staking range" options={RANGES} value={days} onChange={setDays} />
          </div>
        </div>
        {scope === 'member' && latest && (
          <div data-testid="staking-ratio">
            <div className={styles.figureRow}>
              <span className={styles.figureLabel}>Current Staking Ratio</span>
              <span className={styles.figureValue}>{formatPercent(latest.ratio)}</span>
            </div>
            <div className={styles.ratioBar} role="meter" aria-label="Current Staking Ratio" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Number(latest.ratio)}>
              <div className={styles.ratioFill} style={{ width: `${Math.min(100, Number(latest.ratio))}%` }} />
            </div>
          </div>
        )}
        <div className={styles.twoCharts}>
          <div>
            <h3 className={styles.subTitle}>APY</h3>
            <LazyChart
              narrow
              {...chart}
              kind="line"
              title="APY over time"
              testId="apy-chart"
              unit="%"
              series={[{ key: 'apy', label: 'APY', color: SERIES_COLORS[0], values: points.map((p) => Number(p.apy)), format: (v) => formatPercent(v) }]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>Staked Value</h3>
            <LazyChart
              narrow
              {...chart}
              kind="line"
              fromZero={false}
              title="Staked value over time"
              testId="staked-chart"
              unit={TOKEN}
              series={[{ key: 'staked', label: 'Staked Value', color: SERIES_COLORS[1], values: points.map((p) => Number(p.total_staking)), format: klay }]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>Reward</h3>
            <LazyChart
              narrow
              {...chart}
              kind="stacked"
              title="Daily proposer and staking rewards"
              testId="reward-chart"
              unit={TOKEN}
              series={[
                { key: 'proposer', label: 'Proposer Reward', color: SERIES_COLORS[0], values: points.map((p) => Number(p.proposer_reward)), format: klay },
                { key: 'staking', label: 'Staking Reward', color: SERIES_COLORS[1], values: points.map((p) => Number(p.staking_reward)), hideLabel: true, format: (v) => formatNumber(v, { decimals: 2, fixed: false }) },
              ]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>Estimated Annual Reward</h3>
            <LazyChart
              narrow
              {...chart}
              kind="line"
              title="Estimated annual reward over time"
              testId="estimated-chart"
              unit={TOKEN}
              series={[{ key: 'estimated', label: 'Estimated Annual Reward', color: SERIES_COLORS[2], values: points.map((p) => Number(p.estimated_reward)), format: klay }]}
            />
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="policy-title">
        <h2 id="policy-title" className={styles.sectionTitle}>
          Governance Policy
        </h2>
        <div className={styles.policy} data-testid="governance-policy">
          <FigureBlock title="Minimum Stake" headline={<p className={styles.headline}>{policy?.minimumStake ?? '-'}</p>} />
          <FigureBlock title="Minting Amount" headline={<p className={styles.headline}>{policy?.mintingAmount ?? '-'}</p>} />
          <FigureBlock title="Staking Update Interval" headline={<p className={styles.headline}>{policy?.stakingUpdateInterval ?? '-'}</p>} />
          <FigureBlock title="Ratio">
            <Figure label="GC Reward" value={policy?.gcReward ?? '-'} />
            <Figure label={NETWORK_PROFILE.funds.KCF.name} value={policy?.communityFund ?? '-'} />
            <Figure label={NETWORK_PROFILE.funds.KFF.name} value={policy?.foundationFund ?? '-'} />
          </FigureBlock>
        </div>
      </section>
    </>
  );
}
