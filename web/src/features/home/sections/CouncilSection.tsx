import type { Council } from '@portal/core/entities/council';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { container } from '../../../styles/layout.css';
import * as styles from './sections.css';
import { TOKEN } from '../../../shared/tokenAmount';
import { useMessages } from '../../../i18n/messages';
import { homeMessages } from '../messages';

const SHOWN = 8;

/** Lazy Home section: who sits on the council (names and thumbnails from the same /v1/page/main answer). */
export default function CouncilSection({ councils }: { councils: readonly Council[] }) {
  const t = useMessages(homeMessages);
  const active = councils.filter((council) => !council.resigned_at && !council.site_conf.isFoundation).slice(0, SHOWN);
  return (
    <section className={`${container} ${styles.section}`} aria-labelledby="home-council-title">
      <div className={styles.panel}>
        <div>
          <p className={styles.kicker}>{t('council.kicker')}</p>
          <h2 id="home-council-title" className={styles.heading}>
            {t('council.title')}
          </h2>
          <p className={styles.text}>{t('council.text', { token: TOKEN })}</p>
          <div className={styles.actions}>
            <ButtonLink as={Link} to="/GC" variant="primary">
              {t('council.viewAll')}
            </ButtonLink>
          </div>
        </div>
        {active.length > 0 && (
          <ul className={styles.councilGrid}>
            {active.map((council) => (
              <li key={council.id} className={styles.council}>
                {council.thumbnail ? (
                  <img className={styles.avatar} src={council.thumbnail} alt="" loading="lazy" width={48} height={48} />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {council.name.slice(0, 1)}
                  </span>
                )}
                {council.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
