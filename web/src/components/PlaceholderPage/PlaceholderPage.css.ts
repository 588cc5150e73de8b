import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const title = style({
  fontSize: fontSize[36],
  fontWeight: fontWeight.heavy,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
  '@media': { [media.mobile]: { fontSize: fontSize[26] } },
});

export const card = style({
  marginTop: space[32],
  padding: `${space[48]} ${space[32]}`,
  borderRadius: radius[24],
  border: `${borderWidth[1]} dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});
