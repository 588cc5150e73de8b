import { Link } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { EXTERNAL_LINKS } from '../../config';
import { container } from '../../styles/layout.css';
import { STORAGE_KEYS } from '../../shared/preferences/storage';
import { useStoredFlag } from '../../shared/preferences/useStoredFlag';
import * as styles from './TopBanner.css';

/** The closable announcement above the header (spec admin §2.2); closing it is remembered. */
export function TopBanner() {
  const [closed, close] = useStoredFlag(STORAGE_KEYS.bannerClosed);
  if (closed) return null;
  return (
    <section className={styles.banner} aria-label="Announcement">
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.text}>
          Pre-planned expenditures by the two foundations keep being updated in the{' '}
          <Link to="/Treasury" className={styles.link}>
            Treasury
          </Link>{' '}
          tab. For news since the hard fork, please visit{' '}
          <a href={EXTERNAL_LINKS.successorSite} target="_blank" rel="noopener noreferrer" className={styles.link}>
            the new governance site
          </a>
          .
        </p>
        <Button variant="ghost" size="sm" iconOnly className={styles.close} aria-label="Close announcement" onClick={close}>
          <Icon name="close" size={16} />
        </Button>
      </div>
    </section>
  );
}
