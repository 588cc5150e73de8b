import { PRODUCT_NAME } from '../../config';
import * as styles from './Logo.css';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="9" fill="currentColor" />
      <path d="M10 8v16M10 16l9-8M13.5 13l6.5 11" stroke="#0a0b0d" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

export interface LogoProps {
  /** BAOBAB on the test network, QA in the QA environment. */
  envLabel?: string | undefined;
}

/** The wordmark; the caller wraps it in the home link. */
export function Logo({ envLabel }: LogoProps) {
  const t = useMessages(commonMessages);
  return (
    <span className={styles.logo}>
      <LogoMark />
      <span className={styles.word}>
        {PRODUCT_NAME}
        <span className={styles.sub}>{t('logo.sub')}</span>
      </span>
      {envLabel && <span className={styles.envLabel}>{envLabel}</span>}
    </span>
  );
}
