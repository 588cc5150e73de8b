import { formatPercent } from '@portal/core/format';
import type { CouncilCard as CouncilCardData } from '@portal/core/entities/councilPage';
import { isResigned, sortCategories } from '@portal/core/rules/councils';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar/Avatar';
import { Badge } from '../../components/Badge/Badge';
import * as styles from './CouncilList.css';
import { cardDescription } from './councilText';
import { councilDetailPath } from '../../shared/pageUrls';
import { formatToken } from '../../shared/tokenAmount';
import { useMessages } from '../../i18n/messages';
import { councilMessages } from './messages';

export type CardLayout = 'card' | 'line' | 'compact';

export function StatusBadges({ council }: { council: CouncilCardData }) {
  const t = useMessages(councilMessages);
  return (
    <>
      {council.site_conf.status === 'New' && <Badge tone="accent">{t('badge.new')}</Badge>}
      {council.site_conf.status === 'OnBoarding' && <Badge tone="notice">{t('badge.onBoarding')}</Badge>}
      {isResigned(council) && <Badge tone="outline">{t('badge.resigned')}</Badge>}
    </>
  );
}

/** A council's category chips, on its card and its detail: "etc" last (spec §3), whatever order the council lists them in. */
export function CategoryTags({ categories }: { categories: CouncilCardData['categories'] }) {
  const t = useMessages(councilMessages);
  if (categories.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('card.categories')}>
      {sortCategories(categories).map((category) => (
        <li key={category.id} className={styles.tag}>
          {category.name}
        </li>
      ))}
    </ul>
  );
}

function Stats({ council, layout }: { council: CouncilCardData; layout: CardLayout }) {
  const t = useMessages(councilMessages);
  const staking = council.staking.at(-1);
  return (
    <dl className={styles.stats({ layout })}>
      <div className={styles.stat}>
        <dt title={t('card.stakingDefinition')}>{t('card.totalStaking')}</dt>
        <dd>{staking ? formatToken(staking.total_staking, { decimals: 0 }) : '-'}</dd>
      </div>
      {layout !== 'compact' && (
        <>
          <div className={styles.stat}>
            <dt>{t('card.apy')}</dt>
            <dd>{staking ? formatPercent(staking.apy) : '-'}</dd>
          </div>
          <div className={`${styles.stat} ${styles.activityStat}`}>
            <dt>{t('card.activity')}</dt>
            <dd className={styles.activityTitle}>{council.activity?.title ?? '-'}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

/**
 * A council in the list: a card (grid), a row (line view) or a compact row (narrow screens). The
 * whole item links to the council's detail. New councils get a highlighted border; OnBoarding
 * councils hide their activity, staking and APY.
 */
export function CouncilCard({ council, layout }: { council: CouncilCardData; layout: CardLayout }) {
  const onboarding = council.site_conf.status === 'OnBoarding';
  const description = layout === 'compact' ? '' : cardDescription(council.description || council.summary, layout === 'card' ? 'card' : 'line');
  return (
    <Link
      to={councilDetailPath(council.id)}
      className={styles.item({ layout, highlighted: council.site_conf.status === 'New', resigned: isResigned(council) })}
      data-testid="council-item"
    >
      <div className={styles.head}>
        <Avatar src={council.thumbnail} name={council.name} size={layout === 'card' ? 48 : 44} />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h3 className={styles.name}>{council.name}</h3>
            <StatusBadges council={council} />
          </div>
          <CategoryTags categories={council.categories} />
        </div>
      </div>
      {description && <p className={styles.description}>{description}</p>}
      {!onboarding && <Stats council={council} layout={layout} />}
    </Link>
  );
}
