import { Link, NavLink } from 'react-router-dom';
import { Logo } from '../../components/Logo/Logo';
import { IS_QA, NETWORK_PROFILE, PRODUCT_NAME } from '../../config';
import { useServiceNetwork } from '../../shared/explorer/serviceNetwork';
import { container } from '../../styles/layout.css';
import * as styles from './Header.css';
import { useMessages } from '../../i18n/messages';
import { shellMessages } from './messages';
import { useAccount } from '../../shared/session/sessionStore';
import { accountEntry } from './accountEntry';
import { MobileMenu } from './MobileMenu';
import { NAV_ITEMS } from './navItems';
import { SettingsMenu } from './SettingsMenu';
import { useSettingsHint } from './useSettingsHint';
import { WalletButton } from './WalletButton';

export function Header() {
  const t = useMessages(shellMessages);
  const hintOpen = useSettingsHint();
  // The deployment names its network at run time: the same build serves main and test.
  const envLabel = useServiceNetwork() === 'test' ? NETWORK_PROFILE.networks.test.toUpperCase() : IS_QA ? 'QA' : undefined;
  const entry = accountEntry(useAccount());
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.inner}`}>
        <Link to="/Home" className={styles.homeLink} aria-label={t('homeLink', { product: PRODUCT_NAME })}>
          <Logo envLabel={envLabel} />
        </Link>
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to} className={item.tabletOnly ? styles.tabletOnly : undefined}>
                <NavLink to={item.to} className={styles.navLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {entry && (
              <li>
                <NavLink to={entry.to} className={styles.navLink} data-testid="account-entry">
                  {t(entry.label)}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <SettingsMenu hintOpen={hintOpen} />
          </div>
          <WalletButton />
          <div className={styles.mobileOnly}>
            <MobileMenu hintOpen={hintOpen} />
          </div>
        </div>
      </div>
    </header>
  );
}
