import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { EXTERNAL_LINKS } from '../../config';
import { container } from '../../styles/layout.css';
import { STORAGE_KEYS } from '../../shared/preferences/storage';
import { useStoredFlag } from '../../shared/preferences/useStoredFlag';
import * as styles from './TopBanner.css';
import { useMessages } from '../../i18n/messages';
import { shellMessages } from './messages';

const treasuryLink = (chunks: ReactNode[]) => (
  <Link to="/Treasury" className={styles.link}>
    {chunks}
  </Link>
);

const successorLink = (chunks: ReactNode[]) => (
  <a href={EXTERNAL_LINKS.successorSite} target="_blank" rel="noopener noreferrer" className={styles.link}>
    {chunks}
  </a>
);

/** The closable announcement above the header (spec admin §2.2); closing it is remembered. */
export function TopBanner() {
  const [closed, close] = useStoredFlag(STORAGE_KEYS.bannerClosed);
  const t = useMessages(shellMessages);
  if (closed) return null;
  return (
    <section className={styles.banner} aria-label={t('banner.label')}>
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.text}>
          {t.rich('banner.text', { treasury: treasuryLink, successor: successorLink })}
        </p>
        <Button variant="ghost" size="sm" iconOnly className={styles.close} aria-label={t('banner.close')} onClick={close}>
          <Icon name="close" size={16} />
        </Button>
      </div>
    </section>
  );
}
