import { AGENDA_CALENDAR_PATH, AGENDA_FEED_PATH } from '@portal/core/constants';
import { Icon } from '../../components/Icon/Icon';
import { useMessages } from '../../i18n/messages';
import * as styles from './Agendas.css';
import { agendaMessages } from './messages';

/**
 * Subscribe without an account: the agenda feed (published, voting started, ending within 24 hours,
 * closed with the result) for a feed reader, and the agendas' preparation and voting windows for a
 * calendar app.
 */
export function SubscribeLinks() {
  const t = useMessages(agendaMessages);
  return (
    <p className={styles.subscribe}>
      <a className={styles.subscribeLink} href={AGENDA_FEED_PATH} type="application/atom+xml">
        <Icon name="rss" size={16} />
        {t('subscribe.feed')}
      </a>
      <a className={styles.subscribeLink} href={AGENDA_CALENDAR_PATH} type="text/calendar">
        <Icon name="calendar" size={16} />
        {t('subscribe.calendar')}
      </a>
    </p>
  );
}
