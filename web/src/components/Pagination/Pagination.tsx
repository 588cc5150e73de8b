import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { Button } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Pagination.css';
import { useMessages } from '../../i18n/messages';
import { componentMessages } from '../componentMessages';
import { PAGE_GROUP_SIZE, PAGE_GROUP_SIZE_TABLET, pageGroup } from './pages';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The navigation's name; defaults to "Pagination". */
  label?: string;
}

/** Numbered pagination: first, previous, the page group (10, or 5 on tablet), next, last. */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const t = useMessages(componentMessages);
  const isTablet = useIsTablet();
  const group = pageGroup(page, totalPages, isTablet ? PAGE_GROUP_SIZE_TABLET : PAGE_GROUP_SIZE);
  const step = (icon: IconName, name: string, target: number, enabled: boolean) => (
    <li>
      <button type="button" className={styles.pageButton} aria-label={name} disabled={!enabled} onClick={() => onPageChange(target)}>
        <Icon name={icon} size={16} />
      </button>
    </li>
  );
  return (
    <nav aria-label={label ?? t('pagination.label')} className={styles.nav}>
      <ul className={styles.list}>
        {step('chevronsLeft', t('pagination.first'), 1, group.hasPrevious)}
        {step('chevronLeft', t('pagination.previous'), group.current - 1, group.hasPrevious)}
        {group.pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageButton}
              aria-label={t('pagination.page', { number })}
              aria-current={number === group.current ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {step('chevronRight', t('pagination.next'), group.current + 1, group.hasNext)}
        {step('chevronsRight', t('pagination.last'), group.total, group.hasNext)}
      </ul>
    </nav>
  );
}

export interface LoadMoreProps {
  onLoadMore: () => void;
  hasMore: boolean;
  loading?: boolean;
  /** The element whose children are the listed items: when the last Load more removes the button, focus moves to the first item it added. */
  items?: RefObject<HTMLElement | null>;
}

/** The second pagination mode: a button that adds 10 more items. */
export function LoadMore({ onLoadMore, hasMore, loading = false, items }: LoadMoreProps) {
  const t = useMessages(componentMessages);
  // How many items there were when the button was pressed, until that load has settled.
  const pressedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pressedAt.current === null || loading) return;
    const first = pressedAt.current;
    pressedAt.current = null;
    // The button was the focus and is gone: without this the focus would fall to the page's top.
    if (hasMore || (document.activeElement && document.activeElement !== document.body)) return;
    const target = items?.current?.children[first];
    if (!(target instanceof HTMLElement)) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [hasMore, loading, items]);

  if (!hasMore) return null;
  return (
    <div className={styles.loadMore}>
      <Button
        variant="outline"
        onClick={() => {
          pressedAt.current = items?.current?.children.length ?? null;
          onLoadMore();
        }}
        disabled={loading}
        aria-busy={loading}
      >
        {t('loadMore')}
      </Button>
    </div>
  );
}
