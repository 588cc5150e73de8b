import type { ReactNode } from 'react';
import { container } from '../../styles/layout.css';
import * as styles from '../../styles/statsPage.css';

/** The frame the Status, Treasury and Release Note pages share: its padding, the page's title and lead. */
export function StatsPageFrame({ documentTitle, title, lead, children }: { documentTitle: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <div className={`${container} ${styles.page}`}>
      <title>{documentTitle}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead !== undefined && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}
