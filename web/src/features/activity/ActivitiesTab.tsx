import { useState } from 'react';
import { Tabs, tabPanelProps } from '../../components/Tabs/Tabs';
import { useIsTablet } from '../../hooks/useMediaQuery';
import * as styles from './Activity.css';
import { Feed } from './Feed';
import { RankPanel } from './RankPanel';

type SubTab = 'feed' | 'rank';
const SUB_TABS = [
  { value: 'feed', label: 'Feed' },
  { value: 'rank', label: 'Rank' },
] as const;

/** The Activities tab: Feed (816) beside Rank (480) on wide screens; sub-tabs Feed and Rank on narrow ones. */
export default function ActivitiesTab() {
  const narrow = useIsTablet();
  const [sub, setSub] = useState<SubTab>('feed');
  if (narrow) {
    return (
      <div className={styles.narrowTab}>
        <Tabs<SubTab> items={SUB_TABS} value={sub} onChange={setSub} label="Activities" idPrefix="activities" />
        <div {...tabPanelProps('activities', sub)} className={styles.subPanel}>
          {sub === 'feed' ? <Feed heading={false} /> : <RankPanel heading={false} />}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.columns}>
      <Feed />
      <RankPanel />
    </div>
  );
}
