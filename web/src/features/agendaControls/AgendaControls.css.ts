import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[16],
  padding: space[28],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: space[20], borderRadius: radius[16] } },
});
export const title = style({ fontSize: fontSize[20], fontWeight: fontWeight.heavy });
export const muted = style({ color: vars.color.textMuted, fontSize: fontSize[14] });
export const actions = style({ display: 'flex', gap: space[8], flexWrap: 'wrap', justifyContent: 'flex-end' });
export const code = style({ fontFamily: 'monospace', fontSize: fontSize[13], overflowWrap: 'anywhere' });
