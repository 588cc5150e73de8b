import { container } from '../../styles/layout.css';
import { sprinkles } from '../../styles/sprinkles.css';
import * as styles from './RouteFallback.css';

/** While a lazy route's code loads: a quiet placeholder of the page's shape. */
export function RouteFallback() {
  return (
    <div className={`${container} ${sprinkles({ display: 'flex', flexDirection: 'column', gap: 32, paddingY: { desktop: 80, mobile: 32 } })}`} role="status" aria-label="Loading">
      <div className={styles.titleBar} />
      <div className={styles.block} />
    </div>
  );
}
