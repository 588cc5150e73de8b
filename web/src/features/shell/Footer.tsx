import { APP_VERSION } from '@portal/core/constants';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { Logo } from '../../components/Logo/Logo';
import { EXTERNAL_LINKS, PRODUCT_NAME, SOCIAL_LINKS } from '../../config';
import { container } from '../../styles/layout.css';
import * as styles from './Footer.css';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.top}`}>
        <div className={styles.brand}>
          <Logo />
          <p>The Place to Discuss and Decide the Future of the Network.</p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to="/ReleaseNote" className={styles.link}>
                Release Note
              </Link>
            </li>
            <li>
              <Link to="/Delegators" className={styles.link}>
                Delegators
              </Link>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.docs} className={styles.link} {...NEW_TAB}>
                Docs
              </a>
            </li>
            {/* Beside the spec's Docs (the network's documentation): this portal's own public API. */}
            <li>
              <Link to="/Docs/API" className={styles.link}>
                API
              </Link>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.forum} className={styles.link} {...NEW_TAB}>
                Forum
              </a>
            </li>
            <li>
              <Link to="/Terms" className={styles.link}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/Privacy" className={styles.link}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`${container} ${styles.bottom}`}>
        <p>
          © {YEAR} {PRODUCT_NAME} Governance Council · v{APP_VERSION}
        </p>
        <ul className={styles.social} aria-label="Social links">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.url} className={styles.socialLink} aria-label={link.name} title={link.name} {...NEW_TAB}>
                <Icon name={link.icon} size={18} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
