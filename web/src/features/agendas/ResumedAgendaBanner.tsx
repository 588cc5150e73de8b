import { Link } from 'react-router-dom';
import { SPECIAL_AGENDA } from '@portal/core/rules/proposals';
import { Icon } from '../../components/Icon/Icon';
import { EXTERNAL_LINKS } from '../../config';
import * as styles from './Agendas.css';
import { agendaDetailUrl } from '../../shared/pageUrls';

/** The forum thread about the resumed vote. */
export const RESUMED_AGENDA_THREAD = `${EXTERNAL_LINKS.forum}/t/kgp-${SPECIAL_AGENDA.kgp}`;

/** Public §1: pinned on the agenda pages, voting on KGP-25 resumed as agenda 44. */
export function ResumedAgendaBanner() {
  return (
    <aside className={styles.banner} aria-label="Notice">
      <Icon name="info" size={18} className={styles.bannerIcon} />
      <p>
        Voting on agenda KGP-{SPECIAL_AGENDA.kgp} was resumed as agenda No.{SPECIAL_AGENDA.resumedIn}.{' '}
        <Link to={agendaDetailUrl(SPECIAL_AGENDA.resumedIn)} className={styles.bannerLink}>
          Go to agenda No.{SPECIAL_AGENDA.resumedIn}
        </Link>{' '}
        ·{' '}
        <a href={RESUMED_AGENDA_THREAD} target="_blank" rel="noopener noreferrer" className={styles.bannerLink}>
          Read the forum thread
        </a>
      </p>
    </aside>
  );
}
