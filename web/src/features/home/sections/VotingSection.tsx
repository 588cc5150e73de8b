import { Link } from 'react-router-dom';
import { button } from '../../../components/Button/Button.css';
import { container } from '../../../styles/layout.css';
import * as styles from './sections.css';

const STEPS = [
  { title: 'Discuss', text: 'Agendas start on the governance forum, where anyone can read and comment.' },
  { title: 'Propose', text: 'A proposal goes on chain with its voting period and its transactions.' },
  { title: 'Vote', text: 'Each council member votes Yes, No or Abstain with its staked voting power.' },
  { title: 'Execute', text: 'Passed agendas are queued and executed; every step is verifiable.' },
];

/** Lazy Home section: how voting works, with the way to the agendas. */
export default function VotingSection() {
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
            <Link to="/Proposal" className={button({ variant: 'primary' })}>
              Go to Voting
            </Link>
          </div>
        </div>
        <ol className={styles.featureList}>
          {STEPS.map((step) => (
            <li key={step.title} className={styles.feature}>
              <h3 className={styles.featureTitle}>{step.title}</h3>
              {step.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
