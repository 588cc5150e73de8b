import type { TxCountRankItem } from '@portal/core/entities/activity';
import { formatNumber } from '@portal/core/format';
import { Axis, BarSeries, buildChartTheme, Grid, Tooltip, XYChart } from '@visx/xychart';
import { vars } from '../../styles/theme.css';
import { font } from '../../styles/tokens';
import * as styles from './Activity.css';
import { chartLabel, chartTicks } from './rank';

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

const BAR = 30;

/** Transaction Count per council, horizontal bars (names over 30 characters cut to 28 + "…"). */
export default function TxCountChart({ items, narrow }: { items: readonly TxCountRankItem[]; narrow: boolean }) {
  const data: Bar[] = items.map((item) => ({ label: chartLabel(item.council.name), name: item.council.name, value: item.tx_count }));
  const left = narrow ? 128 : 176;
  const margin = { top: 4, right: 20, bottom: 28, left };
  const height = Math.max(160, data.length * BAR + margin.top + margin.bottom + 12);
  return (
    <div className={styles.chart} role="img" aria-label="Transaction Count by GC Member" data-testid="tx-count-chart">
      <XYChart
        height={height}
        margin={margin}
        theme={theme}
        xScale={{ type: 'linear', nice: true }}
        yScale={{ type: 'band', paddingInner: 0.38, paddingOuter: 0.18 }}
      >
        <Grid columns rows={false} numTicks={chartTicks(narrow)} lineStyle={{ stroke: vars.color.border, strokeDasharray: '2 4' }} />
        <Axis orientation="bottom" numTicks={chartTicks(narrow)} hideAxisLine tickFormat={(v) => formatNumber(Number(v))} />
        <Axis
          orientation="left"
          hideAxisLine
          hideTicks
          tickLabelProps={() => ({ width: left - 14, fontSize: 12, fill: vars.color.textMuted, textAnchor: 'end', verticalAnchor: 'middle', dx: -6 })}
        />
        <BarSeries dataKey="Transaction Count" data={data} xAccessor={(d) => d.value} yAccessor={(d) => d.label} radius={4} radiusRight />
        <Tooltip<Bar>
          snapTooltipToDatumY
          showVerticalCrosshair={false}
          className={styles.chartTooltip}
          unstyled
          applyPositionStyle
          renderTooltip={({ tooltipData }) => {
            const bar = tooltipData?.nearestDatum?.datum;
            if (!bar) return null;
            return (
              <>
                <strong>{bar.name}</strong>
                <span>{formatNumber(bar.value)} transactions</span>
              </>
            );
          }}
        />
      </XYChart>
    </div>
  );
}
