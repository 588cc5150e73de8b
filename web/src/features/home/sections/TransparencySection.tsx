import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { container } from '../../../styles/layout.css';
import * as styles from './sections.css';
import { useMessages } from '../../../i18n/messages';
import { homeMessages } from '../messages';

/** The four figures' pages, each a title and a line in the catalogue (transparency.<name>.title/text). */
const FEATURES = ['tokenomics', 'onchain', 'staking', 'treasury'] as const;

/** Lazy Home section: the analytics and the treasury. */
export default function TransparencySection() {
  const t = useMessages(homeMessages);
  return (
    <section className={`${container} ${styles.section}`} aria-labelledby="home-transparency-title">
      <div className={styles.panel}>
        <div>
          <p className={styles.kicker}>{t('transparency.kicker')}</p>
          <h2 id="home-transparency-title" className={styles.heading}>
            {t('transparency.title')}
          </h2>
          <p className={styles.text}>{t('transparency.text')}</p>
          <div className={styles.actions}>
            <ButtonLink as={Link} to="/Status" variant="primary">
              {t('transparency.seeAnalytics')}
            </ButtonLink>
            <ButtonLink as={Link} to="/Treasury" variant="outline">
              {t('transparency.openTreasury')}
            </ButtonLink>
          </div>
        </div>
        <ul className={styles.featureList}>
          {FEATURES.map((feature) => (
            <li key={feature} className={styles.feature}>
              <h3 className={styles.featureTitle}>{t(`transparency.${feature}.title`)}</h3>
              {t(`transparency.${feature}.text`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
