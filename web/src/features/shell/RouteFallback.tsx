import { container } from '../../styles/layout.css';
import { sprinkles } from '../../styles/sprinkles.css';
import * as styles from './RouteFallback.css';
import { useMessages } from '../../i18n/messages';
import { shellMessages } from './messages';

/** While a lazy route's code loads: a quiet placeholder of the page's shape. */
export function RouteFallback() {
  const t = useMessages(shellMessages);
  return (
    <div className={`${container} ${sprinkles({ display: 'flex', flexDirection: 'column', gap: 32, paddingY: { desktop: 80, mobile: 32 } })}`} role="status" aria-label={t('loading')}>
      <div className={styles.titleBar} />
      <div className={styles.block} />
    </div>
  );
}
