import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Logo } from '../../components/Logo/Logo';
import { Tooltip } from '../../components/Tooltip/Tooltip';
import { useAccount } from '../../shared/session/sessionStore';
import { accountEntry } from './accountEntry';
import * as styles from './MobileMenu.css';
import { useMessages } from '../../i18n/messages';
import { shellMessages } from './messages';
import { NAV_ITEMS } from './navItems';
import { SettingsForm } from './SettingsForm';

/** The hamburger menu on mobile: a modal sheet with the menu and the settings. Escape closes it. */
export function MobileMenu({ hintOpen }: { hintOpen: boolean }) {
  const t = useMessages(shellMessages);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const trap = useRef<typeof import('../../components/Modal/tabTrap') | null>(null);
  const settingsId = useId();
  const entry = accountEntry(useAccount());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The Tab wrap loads with the menu's first opening, not with every page (the entry's budget).
      void import('../../components/Modal/tabTrap').then((module) => {
        trap.current = module;
        // showModal's own initial focus differs between engines; focus is inside whatever the engine did.
        if (dialog.open && !dialog.contains(document.activeElement)) (module.tabbables(dialog)[0] ?? dialog).focus();
      });
    }
    if (!open && dialog.open) {
      dialog.close();
      triggerRef.current?.focus();
    }
  }, [open]);

  return (
    <>
      <Tooltip content={t('settings.hint')} open={hintOpen && !open} interactive={false} placement="start">
        {(describedBy) => (
          <Button
            ref={triggerRef}
            variant="ghost"
            iconOnly
            aria-label={t('menu.open')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-describedby={describedBy}
            onClick={() => setOpen(true)}
          >
            <Icon name="menu" />
          </Button>
        )}
      </Tooltip>
      <dialog
        ref={dialogRef}
        className={styles.sheet}
        aria-label={t('menu.open')}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClick={(event) => event.target === dialogRef.current && setOpen(false)}
        onKeyDown={(event) => {
          if (event.defaultPrevented || trap.current?.keepTabInside(event) || event.key !== 'Escape') return;
          // As Modal: Escape closes here the same way in every engine (some fire no cancel event).
          event.preventDefault();
          setOpen(false);
        }}
      >
        {open && (
          <>
            <div className={styles.top}>
              <Logo />
              <Button variant="ghost" iconOnly aria-label={t('menu.close')} onClick={() => setOpen(false)}>
                <Icon name="close" />
              </Button>
            </div>
            <div className={styles.body}>
              <nav aria-label={t('nav.main')}>
                <ul className={styles.navList}>
                  {NAV_ITEMS.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={styles.navLink} onClick={() => setOpen(false)}>
                        {t(item.label)}
                        <Icon name="chevronRight" size={18} />
                      </NavLink>
                    </li>
                  ))}
                  {entry && (
                    <li>
                      <NavLink to={entry.to} className={styles.navLink} onClick={() => setOpen(false)}>
                        {t(entry.label)}
                        <Icon name="chevronRight" size={18} />
                      </NavLink>
                    </li>
                  )}
                </ul>
              </nav>
              <section className={styles.settings} aria-labelledby={settingsId}>
                <h3 id={settingsId} className={styles.settingsTitle}>
                  {t('settings')}
                </h3>
                <SettingsForm onDone={() => setOpen(false)} />
              </section>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
