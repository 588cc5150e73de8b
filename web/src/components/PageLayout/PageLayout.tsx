import type { ReactNode } from 'react';
import { container } from '../../styles/layout.css';
import { PageHeader, type PageHeaderProps } from '../PageHeader/PageHeader';
import * as styles from './PageLayout.css';

export interface PageLayoutProps extends PageHeaderProps {
  /** A sentence under the title. */
  description?: ReactNode;
  /** The page's buttons, at the end of the header (they wrap under the title on phones). */
  actions?: ReactNode;
  /** How wide the content may grow: full for tables and lists, form for forms, narrow for a short one. */
  width?: 'full' | 'form' | 'narrow';
  children: ReactNode;
}

/** The frame of an admin screen: the page column with its responsive gutters, a header (back, title, actions), and the content at a chosen width. */
export function PageLayout({ description, actions, width = 'full', children, ...header }: PageLayoutProps) {
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <PageHeader {...header} />
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={styles.content({ width })} data-width={width}>
        {children}
      </div>
    </div>
  );
}
