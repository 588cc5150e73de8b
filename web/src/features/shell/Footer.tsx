import { APP_VERSION } from '@portal/core/constants';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { Logo } from '../../components/Logo/Logo';
import { EXTERNAL_LINKS, PRODUCT_NAME, SOCIAL_LINKS } from '../../config';
import { container } from '../../styles/layout.css';
import * as styles from './Footer.css';
import { useMessages } from '../../i18n/messages';
import { shellMessages } from './messages';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const YEAR = new Date().getFullYear();

export function Footer() {
  const t = useMessages(shellMessages);
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.top}`}>
        <div className={styles.brand}>
          <Logo />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className={styles.links}>
            <li>
              <Link to="/ReleaseNote" className={styles.link}>
                {t('footer.releaseNote')}
              </Link>
            </li>
            <li>
              <Link to="/Delegators" className={styles.link}>
                {t('footer.delegators')}
              </Link>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.docs} className={styles.link} {...NEW_TAB}>
                {t('footer.docs')}
              </a>
            </li>
            {/* Beside the spec's Docs (the network's documentation): this portal's own public API. */}
            <li>
              <Link to="/Docs/API" className={styles.link}>
                {t('footer.api')}
              </Link>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.forum} className={styles.link} {...NEW_TAB}>
                {t('footer.forum')}
              </a>
            </li>
            <li>
              <Link to="/Terms" className={styles.link}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/Privacy" className={styles.link}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`${container} ${styles.bottom}`}>
        <p>
          {t('footer.copyright', { year: String(YEAR), product: PRODUCT_NAME, version: APP_VERSION })}
        </p>
        <ul className={styles.social} aria-label={t('footer.social')}>
          {SOCIAL_LINKS.map((link) => {
            const name = 'name' in link ? link.name : t('footer.governanceForum');
            return (
              <li key={link.icon}>
                <a href={link.url} className={styles.socialLink} aria-label={name} title={name} {...NEW_TAB}>
                  <Icon name={link.icon} size={18} />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}
