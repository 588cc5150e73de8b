import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, fontSize, fontWeight, lineHeight, radius, space } from '../../styles/tokens';

export const frame = style({ position: 'relative', width: '100%' });
export const tooltip = style({
  minWidth: '160px',
  padding: `${space[10]} ${space[12]}`,
  borderRadius: radius[10],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  fontFamily: font.body,
  fontSize: fontSize[13],
  lineHeight: lineHeight.body,
  pointerEvents: 'none',
});
export const tooltipDate = style({ fontWeight: fontWeight.bold, marginBottom: space[4], color: vars.color.textMuted });
export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: space[8], justifyContent: 'space-between' });
export const tooltipName = style({ display: 'inline-flex', alignItems: 'center', gap: space[6], color: vars.color.textMuted });
export const tooltipValue = style({ fontWeight: fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const swatch = style({ width: space[10], height: space[10], borderRadius: radius[2], flex: 'none' });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${space[6]} ${space[16]}`, marginTop: space[8], fontSize: fontSize[13], color: vars.color.textMuted });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space[6] });
/** The value axis' unit, above the axis on the right. */
export const unit = style({ position: 'absolute', top: space[4], right: space[4], fontSize: fontSize[12], color: vars.color.textMuted, fontWeight: fontWeight.semibold });
