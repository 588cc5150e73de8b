import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, space } from '../../styles/tokens';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: space[12],
  flexWrap: 'wrap',
  marginBottom: space[32],
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
export const field = style({ flex: '1 1 420px' });
export const section = style({ marginTop: space[32] });
export const heading = style({ fontSize: fontSize[18], fontWeight: fontWeight.bold, marginBottom: space[12] });
export const note = style({ color: vars.color.textMuted, fontSize: fontSize[14] });
export const error = style({ color: vars.color.danger });
