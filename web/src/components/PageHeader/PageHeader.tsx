import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './PageHeader.css';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

export interface PageHeaderProps {
  title: string;
  /** The title on narrow screens (e.g. "GC DETAIL"). */
  narrowTitle?: string;
  /** Shows a back arrow. */
  onBack?: () => void;
  backLabel?: string;
  /** Beside the title (e.g. the "Draft Preview" label). */
  aside?: ReactNode;
}

/** A detail page's title bar: back arrow, the title (a shorter one on narrow screens). */
export function PageHeader({ title, narrowTitle, onBack, backLabel, aside }: PageHeaderProps) {
  const t = useMessages(commonMessages);
  return (
    <div className={styles.bar}>
      {onBack && (
        <Button variant="ghost" iconOnly aria-label={backLabel ?? t('back')} onClick={onBack} className={styles.back}>
          <Icon name="arrowLeft" size={22} />
        </Button>
      )}
      <h1 className={styles.title}>
        {narrowTitle ? (
          <>
            <span className={styles.wide}>{title}</span>
            <span className={styles.narrow}>{narrowTitle}</span>
          </>
        ) : (
          title
        )}
      </h1>
      {aside}
    </div>
  );
}
