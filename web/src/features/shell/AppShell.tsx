import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { skipLink } from '../../styles/global.css';
import * as styles from './AppShell.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteFallback } from './RouteFallback';
import { TopBanner } from './TopBanner';
import { useMessages } from '../../i18n/messages';
import { shellMessages } from './messages';

/** Banner, header, the route, footer (spec admin §2.2). */
export function AppShell() {
  const t = useMessages(shellMessages);
  return (
    <div className={styles.shell}>
      <a href="#main" className={skipLink}>
        {t('skipToContent')}
      </a>
      <TopBanner />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** Terms and Privacy: no header and no footer (spec §2 "Other shared screens"). */
export function BareShell() {
  return (
    <div className={styles.shell}>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
