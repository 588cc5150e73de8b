import { formatChartTick } from '@portal/core/format';
import { useMessages } from '../../i18n/messages';
import { visuallyHidden } from '../../styles/global.css';
import { componentMessages } from '../componentMessages';

export interface SummarySeries {
  key: string;
  label: string;
  values: readonly number[];
  format?: (value: number) => string;
}

/** A series' latest value (at the last label) and its lowest and highest, or null without values. */
export function seriesFigures(values: readonly number[]): { latest: number; min: number; max: number } | null {
  if (values.length === 0) return null;
  return { latest: values.at(-1)!, min: Math.min(...values), max: Math.max(...values) };
}

/**
 * A chart's text alternative for screen readers: its period and, per series, the latest value and
 * the lowest and highest. The drawing itself is an image named by the chart's title.
 */
export function ChartSummary({ title, labels, formatLabel, series }: { title: string; labels: readonly string[]; formatLabel: (label: string) => string; series: readonly SummarySeries[] }) {
  const t = useMessages(componentMessages);
  const first = labels[0];
  const last = labels.at(-1);
  if (first === undefined || last === undefined) return null;
  return (
    <div className={visuallyHidden} data-testid="chart-summary">
      <p>{t('chart.summary.period', { title, first: formatLabel(first), last: formatLabel(last) })}</p>
      <ul>
        {series.map((s) => {
          const figures = seriesFigures(s.values.slice(0, labels.length));
          if (!figures) return null;
          const format = s.format ?? formatChartTick;
          return (
            <li key={s.key}>
              {t('chart.summary.series', { series: s.label, latest: format(figures.latest), min: format(figures.min), max: format(figures.max) })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
