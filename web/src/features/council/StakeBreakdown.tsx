import type { CouncilStake, PublicDelegationStake } from '@portal/core/entities/council';
import { formatRatioPercent } from '@portal/core/format';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { useMessages } from '../../i18n/messages';
import { formatToken } from '../../shared/tokenAmount';
import * as styles from './CouncilDetail.css';
import { councilStakeMessages } from './messages';

const FIGURES = ['cnStaking', 'delegated', 'cl', 'total'] as const;
const amount = (value: string) => formatToken(value, { decimals: 0 });

/**
 * The council's stake as the staking tracker counts it: its staking contracts (Delegated is the part
 * of them held through public delegation), its CL pools, and their sum, which votes count.
 * Eligibility is the tracker's: CnStaking alone must reach the minimum. Under the figures, each
 * public delegation as its contracts answered at the indexed block.
 */
export function StakeBreakdown({ stake }: { stake: CouncilStake }) {
  const t = useMessages(councilStakeMessages);
  return (
    <section className={styles.panel} aria-labelledby="gc-stake">
      <h2 id="gc-stake" className={styles.panelTitle}>
        {t('stake.title')}
      </h2>
      <dl className={styles.figures}>
        {FIGURES.map((key) => (
          <div key={key}>
            <dt>{t(`stake.${key}`)}</dt>
            <dd>{amount(stake[key])}</dd>
          </div>
        ))}
      </dl>
      {stake.eligible === false && stake.minimum !== null && <p className={styles.muted}>{t('stake.notEligible', { minimum: amount(stake.minimum) })}</p>}
      {stake.publicDelegations?.map((pd) => <PublicDelegation key={pd.contract} pd={pd} />)}
    </section>
  );
}

function PublicDelegation({ pd }: { pd: PublicDelegationStake }) {
  const t = useMessages(councilStakeMessages);
  const hasLockup = pd.lockup.initial !== '0';
  return (
    <section className={styles.subPanel} aria-label={t('publicDelegation.title')}>
      <h3 className={styles.subPanelTitle}>{t('publicDelegation.title')}</h3>
      <dl className={styles.details}>
        <div>
          <dt>{t('publicDelegation.contract')}</dt>
          <dd>
            <AddressChip address={pd.contract} dense />
          </dd>
        </div>
        <div>
          <dt>{t('publicDelegation.holders')}</dt>
          <dd>{amount(pd.holders)}</dd>
        </div>
        <div>
          <dt>{t('publicDelegation.withdrawing')}</dt>
          <dd>{amount(pd.withdrawing)}</dd>
        </div>
        <div>
          <dt>{t('publicDelegation.commission')}</dt>
          <dd>{formatRatioPercent(pd.commission.rate, pd.commission.denominator)}</dd>
        </div>
        <div>
          <dt>{t('publicDelegation.commissionTo')}</dt>
          <dd>
            <AddressChip address={pd.commission.to} dense />
          </dd>
        </div>
        {hasLockup && (
          <div>
            <dt>{t('publicDelegation.lockup')}</dt>
            <dd>{t('publicDelegation.lockupLeft', { remaining: amount(pd.lockup.remaining), initial: amount(pd.lockup.initial) })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
