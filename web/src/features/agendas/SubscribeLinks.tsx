import { AGENDA_CALENDAR_PATH, AGENDA_FEED_PATH } from '@portal/core/constants';
import { Icon } from '../../components/Icon/Icon';
import * as styles from './Agendas.css';

/**
 * Subscribe without an account: the agenda feed (published, voting started, ending within 24 hours,
 * closed with the result) for a feed reader, and the agendas' preparation and voting windows for a
 * calendar app.
 */
export function SubscribeLinks() {
  return (
    <p className={styles.subscribe}>
      <a className={styles.subscribeLink} href={AGENDA_FEED_PATH} type="application/atom+xml">
        <Icon name="rss" size={16} />
        RSS feed
      </a>
      <a className={styles.subscribeLink} href={AGENDA_CALENDAR_PATH} type="text/calendar">
        <Icon name="calendar" size={16} />
        Add to calendar
      </a>
    </p>
  );
}
