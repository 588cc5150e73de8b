import { Link } from 'react-router-dom';
import { SPECIAL_AGENDA } from '@portal/core/rules/proposals';
import { Icon } from '../../components/Icon/Icon';
import { EXTERNAL_LINKS } from '../../config';
import { useMessages } from '../../i18n/messages';
import * as styles from './Agendas.css';
import { agendaMessages } from './messages';
import { agendaDetailUrl } from '../../shared/pageUrls';

/** The forum thread about the resumed vote. */
export const RESUMED_AGENDA_THREAD = `${EXTERNAL_LINKS.forum}/t/kgp-${SPECIAL_AGENDA.kgp}`;

/** Public §1: pinned on the agenda pages, voting on KGP-25 resumed as agenda 44. */
export function ResumedAgendaBanner() {
  const t = useMessages(agendaMessages);
  const { kgp, resumedIn } = SPECIAL_AGENDA;
  return (
    <aside className={styles.banner} aria-label={t('banner.label')}>
      <Icon name="info" size={18} className={styles.bannerIcon} />
      <p>
        {t('banner.text', { kgp, resumedIn })}{' '}
        <Link to={agendaDetailUrl(SPECIAL_AGENDA.resumedIn)} className={styles.bannerLink}>
          {t('banner.goTo', { resumedIn })}
        </Link>{' '}
        ·{' '}
        <a href={RESUMED_AGENDA_THREAD} target="_blank" rel="noopener noreferrer" className={styles.bannerLink}>
          {t('banner.thread')}
        </a>
      </p>
    </aside>
  );
}
