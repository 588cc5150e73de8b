import type { ProposalListEntry } from '@portal/core/entities/proposal';
import { ProposalState } from '@portal/core/rules/proposals';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge/Badge';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { container } from '../../../styles/layout.css';
import { agendaDetailUrl } from '../../../shared/pageUrls';
import * as styles from './sections.css';
import { useDates } from '../../../i18n/dates';
import { useMessages } from '../../../i18n/messages';
import { homeMessages } from '../messages';

/** How voting works, each step a title and a line in the catalogue (voting.step.<name>.title/text). */
const STEPS = ['discuss', 'propose', 'vote', 'execute'] as const;

/** One open agenda: Ongoing or Upcoming, its title to its page, and when voting ends or starts. */
function OpenAgenda({ agenda }: { agenda: ProposalListEntry }) {
  const t = useMessages(homeMessages);
  const dates = useDates();
  const ongoing = agenda.state === ProposalState.Active;
  return (
    <li className={styles.feature}>
      <Badge tone={ongoing ? 'accent' : 'outline'}>{t('voting.group', { group: ongoing ? 'ongoing' : 'upcoming' })}</Badge>
      <h3 className={styles.featureTitle}>
        <Link to={agendaDetailUrl(agenda.id)} className={styles.agendaLink}>
          {agenda.title}
        </Link>
      </h3>
      {ongoing ? t('voting.ends', { date: dates.proposal(agenda.votingEndDate) }) : t('voting.starts', { date: dates.proposal(agenda.preparationEndDate) })}
    </li>
  );
}

/**
 * Lazy Home section: the agendas open now (at most 3, cut by toHomeData) (from the same /v1/page/main answer), or how voting works
 * when none is open, with the way to the agendas.
 */
export default function VotingSection({ agendas }: { agendas: readonly ProposalListEntry[] }) {
  const t = useMessages(homeMessages);
  return (
    <section className={`${container} ${styles.section}`} aria-labelledby="home-voting-title">
      <div className={styles.panel}>
        <div>
          <p className={styles.kicker}>{t('voting.kicker')}</p>
          <h2 id="home-voting-title" className={styles.heading}>
            {t('voting.title')}
          </h2>
          <p className={styles.text}>{t('voting.text')}</p>
          <div className={styles.actions}>
            <ButtonLink as={Link} to="/Proposal" variant="primary">
              {t('voting.goTo')}
            </ButtonLink>
          </div>
        </div>
        {agendas.length > 0 ? (
          <ul className={styles.featureList} aria-label={t('voting.openAgendas')}>
            {agendas.map((agenda) => (
              <OpenAgenda key={agenda.id} agenda={agenda} />
            ))}
          </ul>
        ) : (
          <ol className={styles.featureList}>
            {STEPS.map((step) => (
              <li key={step} className={styles.feature}>
                <h3 className={styles.featureTitle}>{t(`voting.step.${step}.title`)}</h3>
                {t(`voting.step.${step}.text`)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
