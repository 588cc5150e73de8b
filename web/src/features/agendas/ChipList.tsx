import type { ReactNode } from 'react';
import * as styles from './Agendas.css';

/** A row of filter chips (the agenda's council table filters by choice with it). */
export function ChipList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {children}
    </ul>
  );
}
