import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font } from '../../styles/tokens';

export const frame = style({ position: 'relative', width: '100%' });
export const tooltip = style({
  minWidth: '160px',
  padding: '10px 12px',
  borderRadius: '10px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  fontFamily: font.body,
  fontSize: '13px',
  lineHeight: 1.5,
  pointerEvents: 'none',
});
export const tooltipDate = style({ fontWeight: 700, marginBottom: '4px', color: vars.color.textMuted });
export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: '8px', justifyContent: 'space-between' });
export const tooltipName = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', color: vars.color.textMuted });
export const tooltipValue = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const swatch = style({ width: '10px', height: '10px', borderRadius: '3px', flex: 'none' });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: '6px 16px', marginTop: '8px', fontSize: '13px', color: vars.color.textMuted });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: '6px' });
/** The value axis' unit, above the axis on the right. */
export const unit = style({ position: 'absolute', top: '4px', right: '4px', fontSize: '12px', color: vars.color.textMuted, fontWeight: 600 });
