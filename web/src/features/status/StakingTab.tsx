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
import { useMessages } from '../../i18n/messages';
import { statusMessages } from './messages';

// The labels are catalogue keys, formatted where shown.
const RANGES = [
  { value: '30', label: 'range.month1' },
  { value: '90', label: 'range.month3' },
  { value: '365', label: 'range.year1' },
  { value: '2000', label: 'range.all' },
] as const;

type Scope = 'all' | 'member';
const SCOPES = [
  { value: 'all', label: 'staking.scope.all' },
  { value: 'member', label: 'staking.scope.member' },
] as const;

const klay = (v: number) => `${formatNumber(v, { decimals: 2, fixed: false })} ${TOKEN}`;

/** Staking: APY, staked value and rewards of all councils or one, and the governance policy. */
export default function StakingTab() {
  const t = useMessages(statusMessages);
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
            {t('staking.title')}
          </h2>
          <div className={styles.controls}>
            <Select<Scope> aria-label={t('staking.scope')} value={scope} options={SCOPES.map((s) => ({ value: s.value, label: t(s.label) }))} onChange={setScope} />
            {scope === 'member' && (
              <Select<string>
                aria-label={t('staking.scope.member')}
                value={String(councilId)}
                options={sitting.map((c) => ({ value: String(c.id), label: c.name }))}
                onChange={setPicked}
              />
            )}
            <RangeSelector label={t('staking.range')} options={RANGES.map((r) => ({ value: r.value, label: t(r.label) }))} value={days} onChange={setDays} />
          </div>
        </div>
        {scope === 'member' && latest && (
          <div data-testid="staking-ratio">
            <div className={styles.figureRow}>
              <span className={styles.figureLabel}>{t('staking.ratio')}</span>
              <span className={styles.figureValue}>{formatPercent(latest.ratio)}</span>
            </div>
            <div className={styles.ratioBar} role="meter" aria-label={t('staking.ratio')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Number(latest.ratio)}>
              <div className={styles.ratioFill} style={{ width: `${Math.min(100, Number(latest.ratio))}%` }} />
            </div>
          </div>
        )}
        <div className={styles.twoCharts}>
          <div>
            <h3 className={styles.subTitle}>{t('staking.apy')}</h3>
            <LazyChart
              narrow
              {...chart}
              kind="line"
              title={t('staking.apyChart')}
              testId="apy-chart"
              unit="%"
              series={[{ key: 'apy', label: t('staking.apy'), color: SERIES_COLORS[0], values: points.map((p) => Number(p.apy)), format: (v) => formatPercent(v) }]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>{t('staking.staked')}</h3>
            <LazyChart
              narrow
              {...chart}
              kind="line"
              fromZero={false}
              title={t('staking.stakedChart')}
              testId="staked-chart"
              unit={TOKEN}
              series={[{ key: 'staked', label: t('staking.staked'), color: SERIES_COLORS[1], values: points.map((p) => Number(p.total_staking)), format: klay }]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>{t('staking.reward')}</h3>
            <LazyChart
              narrow
              {...chart}
              kind="stacked"
              title={t('staking.rewardChart')}
              testId="reward-chart"
              unit={TOKEN}
              series={[
                { key: 'proposer', label: t('staking.proposerReward'), color: SERIES_COLORS[0], values: points.map((p) => Number(p.proposer_reward)), format: klay },
                { key: 'staking', label: t('staking.stakingReward'), color: SERIES_COLORS[1], values: points.map((p) => Number(p.staking_reward)), hideLabel: true, format: (v) => formatNumber(v, { decimals: 2, fixed: false }) },
              ]}
            />
          </div>
          <div>
            <h3 className={styles.subTitle}>{t('staking.estimated')}</h3>
            <LazyChart
              narrow
              {...chart}
              kind="line"
              title={t('staking.estimatedChart')}
              testId="estimated-chart"
              unit={TOKEN}
              series={[{ key: 'estimated', label: t('staking.estimated'), color: SERIES_COLORS[2], values: points.map((p) => Number(p.estimated_reward)), format: klay }]}
            />
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="policy-title">
        <h2 id="policy-title" className={styles.sectionTitle}>
          {t('policy.title')}
        </h2>
        <div className={styles.policy} data-testid="governance-policy">
          <FigureBlock title={t('policy.minimumStake')} headline={<p className={styles.headline}>{policy?.minimumStake ?? '-'}</p>} />
          <FigureBlock title={t('policy.mintingAmount')} headline={<p className={styles.headline}>{policy?.mintingAmount === undefined ? '-' : t('policy.perBlock', { amount: policy.mintingAmount, token: TOKEN })}</p>} />
          <FigureBlock title={t('policy.stakingUpdateInterval')} headline={<p className={styles.headline}>{policy ? t('policy.blocks', { count: policy.stakingUpdateInterval }) : '-'}</p>} />
          <FigureBlock title={t('policy.ratio')}>
            <Figure label={t('policy.gcReward')} value={policy?.gcReward ?? '-'} />
            <Figure label={NETWORK_PROFILE.funds.KCF.name} value={policy?.communityFund ?? '-'} />
            <Figure label={NETWORK_PROFILE.funds.KFF.name} value={policy?.foundationFund ?? '-'} />
          </FigureBlock>
        </div>
      </section>
    </>
  );
}
