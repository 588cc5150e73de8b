import type { ReactNode } from 'react';
import { container } from '../../styles/layout.css';
import * as styles from './CouncilDetail.css';

/** The frame of the GC detail pages (a council, an activity, an activity's draft preview). */
export function DetailFrame({ children }: { children: ReactNode }) {
  return <div className={`${container} ${styles.page}`}>{children}</div>;
}
