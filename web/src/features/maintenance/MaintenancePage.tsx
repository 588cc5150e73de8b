import { Icon } from '../../components/Icon/Icon';
import { Logo } from '../../components/Logo/Logo';
import { SITE_NAME } from '../../config';
import * as styles from './MaintenancePage.css';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

/** Shown for every route while the status file says maintenance is on, and at /Maintenance. */
export function MaintenancePage() {
  const t = useMessages(commonMessages);
  return (
    <div className={styles.page}>
      <title>{t('maintenance.documentTitle', { site: SITE_NAME })}</title>
      <header className={styles.top}>
        <Logo />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.icon}>
          <Icon name="tools" size={40} />
        </div>
        <h1 className={styles.title}>{t('maintenance.title')}</h1>
        <p className={styles.text}>{t('maintenance.text')}</p>
      </main>
    </div>
  );
}
