import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, font, fontSize, radius, space } from '../../styles/tokens';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[6],
  height: space[28],
  padding: `0 ${space[10]}`,
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: font.mono,
  fontSize: fontSize[13],
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover } },
});

/** Up to tablet width, a chip one type step smaller: a table with two hashes among seven columns fits 1024 px. */
export const dense = style({ '@media': { [media.tablet]: { gap: space[4], padding: `0 ${space[8]}`, fontSize: fontSize[12] } } });
globalStyle(`${dense} svg`, { '@media': { [media.tablet]: { width: space[12], height: space[12] } } });
