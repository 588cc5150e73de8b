import { Link, NavLink } from 'react-router-dom';
import { TEST_CHAIN_ID } from '@portal/core/constants';
import { Logo } from '../../components/Logo/Logo';
import { IS_QA, PRODUCT_NAME, SERVICE_CHAIN_ID } from '../../config';
import { container } from '../../styles/layout.css';
import * as styles from './Header.css';
import { MobileMenu } from './MobileMenu';
import { NAV_ITEMS } from './navItems';
import { SettingsMenu } from './SettingsMenu';
import { useSettingsHint } from './useSettingsHint';
import { WalletButton } from './WalletButton';

const ENV_LABEL = SERVICE_CHAIN_ID === TEST_CHAIN_ID ? 'BAOBAB' : IS_QA ? 'QA' : undefined;

export function Header() {
  const hintOpen = useSettingsHint();
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.inner}`}>
        <Link to="/Home" className={styles.homeLink} aria-label={`${PRODUCT_NAME} Governance home`}>
          <Logo envLabel={ENV_LABEL} />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to} className={item.tabletOnly ? styles.tabletOnly : undefined}>
                <NavLink to={item.to} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
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
