import type { ProposalListEntry } from '@portal/core/entities/proposal';
import { formatProposalDate } from '@portal/core/format';
import { groupOf, ProposalState } from '@portal/core/rules/proposals';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge/Badge';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { container } from '../../../styles/layout.css';
import { agendaDetailUrl } from '../../../shared/pageUrls';
import * as styles from './sections.css';

const STEPS = [
  { title: 'Discuss', text: 'Agendas start on the governance forum, where anyone can read and comment.' },
  { title: 'Propose', text: 'A proposal goes on chain with its voting period and its transactions.' },
  { title: 'Vote', text: 'Each council member votes Yes, No or Abstain with its staked voting power.' },
  { title: 'Execute', text: 'Passed agendas are queued and executed; every step is verifiable.' },
];

/** One open agenda: Ongoing or Upcoming, its title to its page, and when voting ends or starts. */
function OpenAgenda({ agenda }: { agenda: ProposalListEntry }) {
  const ongoing = agenda.state === ProposalState.Active;
  return (
    <li className={styles.feature}>
      <Badge tone={ongoing ? 'accent' : 'outline'}>{groupOf(agenda.state as ProposalState)}</Badge>
      <h3 className={styles.featureTitle}>
        <Link to={agendaDetailUrl(agenda.id)} className={styles.agendaLink}>
          {agenda.title}
        </Link>
      </h3>
      {ongoing ? `Voting ends ${formatProposalDate(agenda.votingEndDate)}` : `Voting starts ${formatProposalDate(agenda.preparationEndDate)}`}
    </li>
  );
}

/**
 * Lazy Home section: the agendas open now (at most 3, cut by toHomeData) (from the same /v1/page/main answer), or how voting works
 * when none is open, with the way to the agendas.
 */
export default function VotingSection({ agendas }: { agendas: readonly ProposalListEntry[] }) {
  return (
    <section className={`${container} ${styles.section}`} aria-labelledby="home-voting-title">
      <div className={styles.panel}>
        <div>
          <p className={styles.kicker}>Voting</p>
          <h2 id="home-voting-title" className={styles.heading}>
            Decisions made in the open
          </h2>
          <p className={styles.text}>Follow ongoing and upcoming agendas, and how each member voted on the closed ones.</p>
          <div className={styles.actions}>
            <ButtonLink as={Link} to="/Proposal" variant="primary">
              Go to Voting
            </ButtonLink>
          </div>
        </div>
        {agendas.length > 0 ? (
          <ul className={styles.featureList} aria-label="Open agendas">
            {agendas.map((agenda) => (
              <OpenAgenda key={agenda.id} agenda={agenda} />
            ))}
          </ul>
        ) : (
          <ol className={styles.featureList}>
            {STEPS.map((step) => (
              <li key={step.title} className={styles.feature}>
                <h3 className={styles.featureTitle}>{step.title}</h3>
                {step.text}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
