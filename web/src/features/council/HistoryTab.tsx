import { formatCalendarDay } from '@portal/core/format';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar/Avatar';
import { Badge } from '../../components/Badge/Badge';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadMore } from '../../components/Pagination/Pagination';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';
import { councilDetailPath } from '../../shared/pageUrls';
import * as styles from './HistoryTab.css';
import { HISTORY_BADGES, HISTORY_PAGE_SIZE, historyEntries } from './history';
import { useCouncilHistory } from './useCouncilData';

/** The History tab: "Newly Joined and Resigned", 10 dated entries, Load more adds 10. */
export default function HistoryTab() {
  const { history, loading } = useCouncilHistory();
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  const entries = historyEntries(history);
  const list = useRef<HTMLOListElement>(null);
  return (
    <section className={styles.block} aria-labelledby="gc-history-title" aria-busy={loading}>
      <h2 id="gc-history-title" className={styles.title}>
        Newly Joined and Resigned
      </h2>
      {!loading && entries.length === 0 && <EmptyState>{EMPTY_TEXTS.contents}</EmptyState>}
      <ol className={styles.timeline} ref={list}>
        {entries.slice(0, shown).map((entry) => (
          <li key={`${entry.date}-${entry.kind}`} className={styles.entry} data-testid="history-entry">
            <time className={styles.date} dateTime={entry.date}>
              {formatCalendarDay(entry.date)}
            </time>
            <span className={styles.dot({ kind: entry.kind })} aria-hidden="true" />
            <div className={styles.body}>
              <Badge tone={entry.kind === 'joined' ? 'accent' : 'outline'}>{HISTORY_BADGES[entry.kind]}</Badge>
              <ul className={styles.names}>
                {entry.councils.map((council) => (
                  <li key={council.id} className={styles.council}>
                    <Avatar src={council.thumbnail} name={council.name} size={24} />
                    {council.linked ? (
                      <Link to={councilDetailPath(council.id)} className={styles.link}>
                        {council.name}
                      </Link>
                    ) : (
                      <span>{council.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
      <LoadMore hasMore={entries.length > shown} onLoadMore={() => setShown((n) => n + HISTORY_PAGE_SIZE)} items={list} />
    </section>
  );
}
