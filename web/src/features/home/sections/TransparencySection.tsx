import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { container } from '../../../styles/layout.css';
import * as styles from './sections.css';

const FEATURES = [
  { title: 'Tokenomics', text: 'Circulating supply, issuance and burn over time.' },
  { title: 'On-Chain Status', text: 'Daily transactions, fees and active accounts.' },
  { title: 'Staking', text: 'Staked value, APY and rewards per member.' },
  { title: 'Treasury', text: 'Every disbursement of the two funds, with reports.' },
];

/** Lazy Home section: the analytics and the treasury. */
export default function TransparencySection() {
  return (
    <section className={`${container} ${styles.section}`} aria-labelledby="home-transparency-title">
      <div className={styles.panel}>
        <div>
          <p className={styles.kicker}>Analytics & Treasury</p>
          <h2 id="home-transparency-title" className={styles.heading}>
            Every figure, on the record
          </h2>
          <p className={styles.text}>Network statistics and the treasury&apos;s history, straight from the chain.</p>
          <div className={styles.actions}>
            <ButtonLink as={Link} to="/Status" variant="primary">
              See Analytics
            </ButtonLink>
            <ButtonLink as={Link} to="/Treasury" variant="outline">
              Open Treasury
            </ButtonLink>
          </div>
        </div>
        <ul className={styles.featureList}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              {feature.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
