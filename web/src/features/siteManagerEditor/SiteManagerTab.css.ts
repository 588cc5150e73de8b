import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: space[32] });
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space[16], flexWrap: 'wrap' });
export const heading = style({ fontSize: fontSize[20], fontWeight: fontWeight.bold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space[8] });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[12],
  padding: `${space[12]} ${space[16]}`,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  borderRadius: radius[8],
  background: vars.color.surface,
});
export const address = style({ fontFamily: 'monospace', fontSize: fontSize[14], overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: space[8], flexShrink: 0 });
export const details = style({ marginTop: space[8], fontSize: fontSize[13], color: vars.color.textMuted, overflowWrap: 'anywhere' });
