import type { TxCountRankItem } from '@portal/core/entities/activity';
import { formatChartTick, formatNumber } from '@portal/core/format';
import { Axis, BarSeries, buildChartTheme, Grid, Tooltip, XYChart } from '@visx/xychart';
import { vars } from '../../styles/theme.css';
import { font } from '../../styles/tokens';
import * as styles from './Activity.css';
import { chartLabel, chartTicks } from './rank';
import { useMessages } from '../../i18n/messages';
import { activityMessages } from './messages';

type Bar = { label: string; name: string; value: number };

// Colours are the theme's CSS variables: SVG presentation attributes resolve them, so the chart
// follows a theme switch without re-rendering.
const theme = buildChartTheme({
  backgroundColor: 'transparent',
  colors: [vars.color.accent],
  gridColor: vars.color.border,
  gridColorDark: vars.color.borderStrong,
  tickLength: 4,
  svgLabelSmall: { fill: vars.color.textMuted, fontSize: 12, fontFamily: font.body },
  svgLabelBig: { fill: vars.color.text, fontSize: 13, fontFamily: font.body },
  xAxisLineStyles: { stroke: vars.color.border },
  yAxisLineStyles: { stroke: vars.color.border },
  xTickLineStyles: { stroke: vars.color.border },
  yTickLineStyles: { stroke: vars.color.border },
});

/** Each council's row: its name above its bar. */
const ROW = 48;
const PADDING_INNER = 0.5;
const PADDING_OUTER = 0.3;

/**
 * Transaction Count per council, as horizontal bars, highest first, each with the council's name
 * above it (names over 30 characters cut to 28 + "…"), so the bars get the panel's whole width.
 */
export default function TxCountChart({ items, narrow }: { items: readonly TxCountRankItem[]; narrow: boolean }) {
  const t = useMessages(activityMessages);
  // A band scale puts its first value at the bottom: reversed, the highest count is on top.
  const data: Bar[] = items.map((item) => ({ label: chartLabel(item.council.name), name: item.council.name, value: item.tx_count })).reverse();
  const margin = { top: 8, right: 16, bottom: 28, left: 8 };
  const height = Math.max(140, data.length * ROW + margin.top + margin.bottom);
  const step = (height - margin.top - margin.bottom) / Math.max(1, data.length - PADDING_INNER + 2 * PADDING_OUTER);
  const bar = step * (1 - PADDING_INNER);
  return (
    // The chart sizes itself to this box's width; the box needs the height.
    <div className={styles.chart} style={{ height }} role="img" aria-label={t('rank.txCountBy')} data-testid="tx-count-chart">
      {/* The ranking's text is the list beside the chart (RankPanel); the SVG's own label is visx's "XYChart" unless told. */}
      <XYChart
        accessibilityLabel={t('rank.txCountBy')}
        height={height}
        margin={margin}
        theme={theme}
        xScale={{ type: 'linear', nice: true }}
        yScale={{ type: 'band', paddingInner: PADDING_INNER, paddingOuter: PADDING_OUTER }}
      >
        <Grid columns rows={false} numTicks={chartTicks(narrow)} lineStyle={{ stroke: vars.color.border, strokeDasharray: '2 4' }} />
        <Axis orientation="bottom" numTicks={chartTicks(narrow)} hideAxisLine tickFormat={(v) => formatChartTick(Number(v))} />
        <Axis
          orientation="left"
          hideAxisLine
          hideTicks
          tickLength={0}
          tickLabelProps={() => ({ fontSize: 12, fontWeight: 600, fill: vars.color.textMuted, textAnchor: 'start', verticalAnchor: 'end', dx: 1, dy: -(bar / 2 + 4), width: 1000 })}
        />
        <BarSeries dataKey="Transaction Count" data={data} xAccessor={(d) => d.value} yAccessor={(d) => d.label} radius={4} radiusRight />
        <Tooltip<Bar>
          snapTooltipToDatumY
          showVerticalCrosshair={false}
          className={styles.chartTooltip}
          unstyled
          applyPositionStyle
          renderTooltip={({ tooltipData }) => {
            const datum = tooltipData?.nearestDatum?.datum;
            if (!datum) return null;
            return (
              <>
                <strong>{datum.name}</strong>
                <span>{t('rank.chartTooltip', { count: formatNumber(datum.value) })}</span>
              </>
            );
          }}
        />
      </XYChart>
    </div>
  );
}
