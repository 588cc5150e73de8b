import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, lineHeight, space } from '../../styles/tokens';

export const row = style({ display: 'flex', flexDirection: 'column', gap: space[4] });
export const label = style({ display: 'inline-flex', alignItems: 'flex-start', gap: space[10], fontSize: fontSize[15], lineHeight: lineHeight.normal, cursor: 'pointer' });
export const box = style({
  flex: 'none',
  width: space[18],
  height: space[18],
  margin: `${space[2]} 0 0`,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
export const hint = style({ paddingLeft: space[28], fontSize: fontSize[13], color: vars.color.textSubtle });
export const error = style({ paddingLeft: space[28], fontSize: fontSize[13], fontWeight: fontWeight.semibold, color: vars.color.danger });
