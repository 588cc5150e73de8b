import type { ReactNode } from 'react';
import * as styles from '../../styles/statsPage.css';

/** A block of labelled figures (Current Supply, Burnt…). */
export function FigureBlock({ title, headline, children, testId }: { title: string; headline?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <section className={styles.block} aria-label={title} data-testid={testId}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {headline}
      {children && <dl style={{ display: 'flex', flexDirection: 'column', gap: '8px', margin: 0 }}>{children}</dl>}
    </section>
  );
}

export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.figureRow}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue} style={{ margin: 0 }}>
        {value}
      </dd>
    </div>
  );
}
