import type { CouncilRef } from '@portal/core/entities/proposal';
import { Avatar } from '../../components/Avatar/Avatar';
import { ALL_COUNCILS } from '../../shared/pageUrls';
import * as styles from './Activity.css';
import { useMessages } from '../../i18n/messages';
import { activityMessages } from './messages';

/** The council selector strip: "All GC Members" (-1), then each council; the chosen one is pressed. */
export function CouncilStrip({ councils, selected, onSelect }: { councils: readonly CouncilRef[]; selected: number; onSelect: (cid: number) => void }) {
  const t = useMessages(activityMessages);
  const entries = [{ id: ALL_COUNCILS, name: t('strip.all'), thumbnail: '' }, ...councils];
  return (
    <ul className={styles.strip} aria-label={t('strip.label')}>
      {entries.map((council) => (
        <li key={council.id}>
          <button type="button" className={styles.stripButton} aria-pressed={council.id === selected} onClick={() => onSelect(council.id)}>
            {council.id === ALL_COUNCILS ? (
              <span className={styles.allMark} aria-hidden="true">
                {t('strip.allMark')}
              </span>
            ) : (
              <Avatar src={council.thumbnail} name={council.name} size={40} />
            )}
            <span className={styles.stripName}>{council.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
