import { abbreviateNumber, formatChartTick } from '@portal/core/format';
import { Axis, BarGroup, BarSeries, BarStack, buildChartTheme, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { vars } from '../../styles/theme.css';
import { font } from '../../styles/tokens';
import * as styles from './Chart.css';
import { ChartSummary } from './ChartSummary';
import { distinctDecimals, niceTicks, spreadTicks, stackedValues, tickCount, valueDomain } from './scale';
import { type TickZone, timeTicks } from './timeTicks';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  /** One value per label of the chart. */
  values: readonly number[];
  /** How the tooltip writes a value; `hideLabel` leaves only the value (e.g. Staking Reward). */
  format?: (value: number) => string;
  hideLabel?: boolean;
}

export interface TimeChartProps {
  /** The positions of the x axis (dates or months), oldest first. */
  labels: readonly string[];
  formatLabel: (label: string) => string;
  /** Longer text for the tooltip's header (default: formatLabel). */
  formatTooltipLabel?: (label: string) => string;
  series: readonly ChartSeries[];
  kind: 'line' | 'bar' | 'stacked';
  /** The unit written above the value axis, on the right. */
  unit: string;
  height?: number;
  /** What the chart shows, for screen readers. */
  title: string;
  testId?: string;
  /** Lines that never come near 0 (a supply) are drawn around their values. */
  fromZero?: boolean;
  /** A chart in half the page's width gets the narrow screens' tick count. */
  narrow?: boolean;
  /**
   * A line over time: each label's instant, and the calendar of its ticks. The x axis is then a time
   * scale (a point sits at its instant, however unevenly the points are spaced) and its ticks are
   * distinct dates or hours at their own instants (timeTicks); without it, positions are evenly spaced.
   */
  timeAxis?: { at: (label: string) => number; zone: TickZone };
}

// Colours are the theme's CSS variables: SVG attributes resolve them, so a theme switch needs no re-render.
const theme = buildChartTheme({
  backgroundColor: 'transparent',
  colors: [vars.color.accent],
  gridColor: vars.color.border,
  gridColorDark: vars.color.borderStrong,
  tickLength: 4,
  svgLabelSmall: { fill: vars.color.textMuted, fontSize: 11, fontFamily: font.body },
  svgLabelBig: { fill: vars.color.textMuted, fontSize: 12, fontFamily: font.body },
  xAxisLineStyles: { stroke: vars.color.border },
  yAxisLineStyles: { stroke: 'transparent' },
  xTickLineStyles: { stroke: vars.color.border },
  yTickLineStyles: { stroke: 'transparent' },
});

type Datum = { label: string; value: number; at: number };

/**
 * The Status and Treasury charts (visx): lines, bars or stacked bars over time, the value axis on
 * the right with its unit above it, 6 ticks on narrow screens and 12 on wide ones, 20% grace above
 * the highest value, and on hover a dashed vertical line with a tooltip of every series.
 * Loaded only by the pages that draw (React.lazy).
 */
export default function TimeChart({ labels, formatLabel, formatTooltipLabel = formatLabel, series, kind, unit, height = 320, title, testId, fromZero = true, narrow: halfWidth = false, timeAxis }: TimeChartProps) {
  const narrow = useIsTablet() || halfWidth;
  const overTime = kind === 'line' && timeAxis !== undefined;
  const instants = labels.map((label, i) => (overTime ? timeAxis.at(label) : i));
  const data = (s: ChartSeries): Datum[] => labels.map((label, i) => ({ label, value: s.values[i] ?? 0, at: instants[i]! }));
  const ticks = overTime && labels.length > 0 ? timeTicks(instants[0]!, instants.at(-1)!, tickCount(narrow), timeAxis.zone) : [];
  const tickLabels = new Map(ticks.map((tick) => [tick.at, tick.label]));
  const graced = valueDomain(kind === 'stacked' ? stackedValues(series) : series.flatMap((s) => s.values), fromZero);
  const yTicks = niceTicks(graced[0], graced[1]);
  const domain: [number, number] = [yTicks[0]!, yTicks.at(-1)!];
  // Ticks of a line that moves little keep the decimals that tell them apart.
  const tickFormat = (() => {
    const plain = yTicks.map((t) => formatChartTick(t));
    if (new Set(plain).size === plain.length) return (value: number) => formatChartTick(value);
    const decimals = distinctDecimals(yTicks, (v, d) => abbreviateNumber(v, d));
    return (value: number) => abbreviateNumber(value, decimals);
  })();
  const accessors = { xAccessor: (d: Datum) => (overTime ? d.at : d.label), yAccessor: (d: Datum) => d.value };
  const margin = { top: 28, right: 60, bottom: 32, left: 24 };
  const bars = series.map((s) => <BarSeries key={s.key} dataKey={s.key} data={data(s)} colorAccessor={() => s.color} {...accessors} />);
  return (
    <div className={styles.frame} data-testid={testId}>
      {/* The drawing is an image named by the title; the summary after it is its text. */}
      <div role="img" aria-label={title}>
      <span className={styles.unit} aria-hidden="true" data-testid="chart-unit">
        {unit}
      </span>
      {/* XYChart measures this box for its width; the box gives it the height. */}
      <div style={{ height }}>
      <XYChart
        accessibilityLabel={title}
        height={height}
        margin={margin}
        theme={theme}
        xScale={overTime ? { type: 'time', domain: [instants[0]!, instants.at(-1)!] } : { type: 'band', paddingInner: kind === 'line' ? 1 : 0.35, paddingOuter: kind === 'line' ? 0 : 0.2 }}
        yScale={{ type: 'linear', domain, nice: false, zero: fromZero }}
      >
        <Grid columns={false} numTicks={yTicks.length} lineStyle={{ stroke: vars.color.border, strokeDasharray: '2 4' }} />
        {overTime ? (
          <Axis orientation="bottom" axisClassName="chart-axis-time" tickValues={ticks.map((tick) => tick.at)} tickFormat={(at: number | Date) => tickLabels.get(+at) ?? ''} hideTicks />
        ) : (
          <Axis orientation="bottom" axisClassName="chart-axis-time" tickValues={spreadTicks(labels, tickCount(narrow))} tickFormat={formatLabel} hideTicks />
        )}
        <Axis orientation="right" axisClassName="chart-axis-value" tickValues={yTicks} tickFormat={(value: number) => tickFormat(value)} hideAxisLine />
        {kind === 'line' &&
          series.map((s) => <LineSeries key={s.key} dataKey={s.key} data={data(s)} stroke={s.color} strokeWidth={2} {...accessors} />)}
        {kind === 'bar' && (series.length > 1 ? <BarGroup padding={0.15}>{bars}</BarGroup> : bars)}
        {kind === 'stacked' && <BarStack>{bars}</BarStack>}
        <Tooltip<Datum>
          snapTooltipToDatumX
          showVerticalCrosshair
          verticalCrosshairStyle={{ stroke: vars.color.textSubtle, strokeDasharray: '4 4', strokeWidth: 1 }}
          showSeriesGlyphs={kind === 'line'}
          renderGlyph={({ key }) => <circle r={4} fill={series.find((s) => s.key === key)?.color} stroke={vars.color.surface} strokeWidth={2} />}
          className={styles.tooltip}
          unstyled
          applyPositionStyle
          renderTooltip={({ tooltipData }) => {
            const label = tooltipData?.nearestDatum?.datum.label;
            if (label === undefined) return null;
            const index = labels.indexOf(label);
            return (
              <div data-testid="chart-tooltip">
                <div className={styles.tooltipDate}>{formatTooltipLabel(label)}</div>
                {series.map((s) => (
                  <div key={s.key} className={styles.tooltipRow}>
                    <span className={styles.tooltipName}>
                      <span className={styles.swatch} style={{ background: s.color }} />
                      {!s.hideLabel && s.label}
                    </span>
                    <span className={styles.tooltipValue}>{(s.format ?? formatChartTick)(s.values[index] ?? 0)}</span>
                  </div>
                ))}
              </div>
            );
          }}
        />
      </XYChart>
      </div>
      {series.length > 1 && (
        <div className={styles.legend} aria-hidden="true">
          {series.map((s) => (
            <span key={s.key} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: s.color }} />
              {s.label}
            </span>
          ))}
        </div>
      )}
      </div>
      <ChartSummary title={title} labels={labels} formatLabel={formatTooltipLabel} series={series} />
    </div>
  );
}
