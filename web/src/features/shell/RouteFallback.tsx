import { container } from '../../styles/layout.css';
import * as styles from './RouteFallback.css';

/** While a lazy route's code loads: a quiet placeholder of the page's shape. */
export function RouteFallback() {
  return (
    <div className={`${container} ${styles.fallback}`} role="status" aria-label="Loading">
      <div className={styles.titleBar} />
      <div className={styles.block} />
    </div>
  );
}
