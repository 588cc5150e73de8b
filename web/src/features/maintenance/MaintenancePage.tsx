import { Icon } from '../../components/Icon/Icon';
import { Logo } from '../../components/Logo/Logo';
import { SITE_NAME } from '../../config';
import * as styles from './MaintenancePage.css';

export const MAINTENANCE_TITLE = 'Please note that maintenance is currently underway.';
export const MAINTENANCE_TEXT = 'We expect it to take approximately one hour.';

/** Shown for every route while the status file says maintenance is on, and at /Maintenance. */
export function MaintenancePage() {
  return (
    <div className={styles.page}>
      <title>{`Maintenance | ${SITE_NAME}`}</title>
      <header className={styles.top}>
        <Logo />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.icon}>
          <Icon name="tools" size={40} />
        </div>
        <h1 className={styles.title}>{MAINTENANCE_TITLE}</h1>
        <p className={styles.text}>{MAINTENANCE_TEXT}</p>
      </main>
    </div>
  );
}
