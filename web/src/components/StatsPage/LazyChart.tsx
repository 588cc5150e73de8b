import { lazy, Suspense } from 'react';
import type { TimeChartProps } from '../Chart/TimeChart';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from '../../styles/statsPage.css';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { componentMessages } from '../componentMessages';

// The chart code (visx, d3) is its own chunk, fetched when a page first draws a chart.
const TimeChart = lazy(() => import('../Chart/TimeChart'));

/** A chart once its data is there; a placeholder of its height before; "There are no data." without any. */
export function LazyChart(props: TimeChartProps & { loading?: boolean }) {
  const t = useMessages(componentMessages);
  const common = useMessages(commonMessages);
  const height = props.height ?? 320;
  const placeholder = <div className={styles.chartSkeleton} style={{ height }} role="status" aria-label={t('chart.loading', { title: props.title })} />;
  if (props.loading) return placeholder;
  if (props.labels.length === 0) return <EmptyState compact>{common('empty.data')}</EmptyState>;
  return (
    <Suspense fallback={placeholder}>
      <TimeChart {...props} />
    </Suspense>
  );
}
