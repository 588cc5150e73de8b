import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

/** The spec's empty texts ("There are no contents.", "Coming soon...!"…), with an optional action. */
export function EmptyState({ children, action, compact = false }: { children: ReactNode; action?: ReactNode; compact?: boolean }) {
  return (
    <div className={styles.empty({ compact })}>
      <p>{children}</p>
      {action}
    </div>
  );
}
