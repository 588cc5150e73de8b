import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar/Avatar';
import { Badge } from '../../components/Badge/Badge';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadMore } from '../../components/Pagination/Pagination';
import { councilDetailPath } from '../../shared/pageUrls';
import * as styles from './HistoryTab.css';
import { HISTORY_PAGE_SIZE, historyEntries } from './history';
import { useCouncilHistory } from './useCouncilData';
import { useMessages } from '../../i18n/messages';
import { useDates } from '../../i18n/dates';
import { commonMessages } from '../../shared/messages';
import { councilMessages } from './messages';

/** The History tab: "Newly Joined and Resigned", 10 dated entries, Load more adds 10. */
export default function HistoryTab() {
  const t = useMessages(councilMessages);
  const common = useMessages(commonMessages);
  const dates = useDates();
  const { history, loading } = useCouncilHistory();
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  const entries = historyEntries(history);
  const list = useRef<HTMLOListElement>(null);
  return (
    <section className={styles.block} aria-labelledby="gc-history-title" aria-busy={loading}>
      <h2 id="gc-history-title" className={styles.title}>
        {t('history.title')}
      </h2>
      {!loading && entries.length === 0 && <EmptyState>{common('empty.contents')}</EmptyState>}
      <ol className={styles.timeline} ref={list}>
        {entries.slice(0, shown).map((entry) => (
          <li key={`${entry.date}-${entry.kind}`} className={styles.entry} data-testid="history-entry">
            <time className={styles.date} dateTime={entry.date}>
              {dates.calendarDay(entry.date)}
            </time>
            <span className={styles.dot({ kind: entry.kind })} aria-hidden="true" />
            <div className={styles.body}>
              <Badge tone={entry.kind === 'joined' ? 'accent' : 'outline'}>{t('history.badge', { kind: entry.kind })}</Badge>
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
