import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[16] });
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space[16], flexWrap: 'wrap' });
export const heading = style({ fontSize: fontSize[20], fontWeight: fontWeight.bold });
export const muted = style({ fontSize: fontSize[13], color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space[8] });
export const approver = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space[12],
  flexWrap: 'wrap',
  padding: `${space[10]} ${space[16]}`,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  borderRadius: radius[8],
});
export const mono = style({ fontFamily: 'monospace', fontSize: fontSize[14], overflowWrap: 'anywhere' });
