import { AGENDA_CALENDAR_PATH, AGENDA_FEED_PATH } from '@portal/core/constants';
import { langPath } from '@portal/core/i18n/lang';
import { Icon } from '../../components/Icon/Icon';
import { useLocale, useMessages } from '../../i18n/messages';
import * as styles from './Agendas.css';
import { agendaMessages } from './messages';

/**
 * Subscribe without an account: the agenda feed (published, voting started, ending within 24 hours,
 * closed with the result) for a feed reader, and the agendas' preparation and voting windows for a
 * calendar app. Both in the page's language.
 */
export function SubscribeLinks() {
  const t = useMessages(agendaMessages);
  const locale = useLocale();
  return (
    <p className={styles.subscribe}>
      <a className={styles.subscribeLink} href={langPath(AGENDA_FEED_PATH, locale)} type="application/atom+xml">
        <Icon name="rss" size={16} />
        {t('subscribe.feed')}
      </a>
      <a className={styles.subscribeLink} href={langPath(AGENDA_CALENDAR_PATH, locale)} type="text/calendar">
        <Icon name="calendar" size={16} />
        {t('subscribe.calendar')}
      </a>
    </p>
  );
}
