import { useRef, useState } from 'react';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { headerHeight, space } from '../../styles/tokens';
import * as styles from './Activity.css';
import { Feed } from './Feed';
import { RankPanel } from './RankPanel';
import { useStickyTop } from './useStickyTop';
import { useMessages } from '../../i18n/messages';
import { activityMessages } from './messages';

/** The Rank column keeps this far below the sticky header, and from the viewport's bottom when taller than it. */
const RANK_BELOW = Number.parseInt(headerHeight, 10) + Number.parseInt(space[24], 10);
const RANK_GAP = Number.parseInt(space[24], 10);

type SubTab = 'feed' | 'rank';
const SUB_TABS: readonly SubTab[] = ['feed', 'rank'];

/** The Activities tab: Feed (816) beside Rank (480), which stays in view, on wide screens; sub-tabs Feed and Rank on narrow ones. */
export default function ActivitiesTab() {
  const t = useMessages(activityMessages);
  const narrow = useIsTablet();
  const [sub, setSub] = useState<SubTab>('feed');
  if (narrow) {
    return (
      <div className={styles.narrowTab}>
        <Tabs<SubTab> items={SUB_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))} value={sub} onChange={setSub} label={t('tabs.label')} idPrefix="activities" />
        <div {...tabPanelProps('activities', sub)} className={styles.subPanel}>
          {sub === 'feed' ? <Feed heading={false} /> : <RankPanel heading={false} />}
        </div>
      </div>
    );
  }
  return <WideColumns />;
}

/** Wide screens: the Rank column stays in view while the feed scrolls. */
function WideColumns() {
  const rank = useRef<HTMLDivElement>(null);
  const top = useStickyTop(rank, RANK_BELOW, RANK_GAP);
  return (
    <div className={styles.columns}>
      <Feed />
      <div ref={rank} className={styles.rankColumn} style={{ top }} data-testid="rank-column">
        <RankPanel />
      </div>
    </div>
  );
}
