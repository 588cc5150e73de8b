import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space, underlineOffset } from '../../styles/tokens';

export const section = style({ paddingBlock: `${space[32]} ${space[72]}`, '@media': { [media.mobile]: { paddingBlock: `${space[16]} ${space[48]}` } } });

export const title = style({ fontSize: fontSize[28], fontWeight: fontWeight.heavy, letterSpacing: '-0.02em', '@media': { [media.mobile]: { fontSize: fontSize[22] } } });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[14],
  width: '100%',
  minHeight: size[300],
  '@media': { [media.mobile]: { minHeight: size[260], padding: space[20] } },
  padding: space[24],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: 'border-color 150ms ease, transform 150ms ease',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
});

export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[8] });
export const date = style({ color: vars.color.textSubtle, fontSize: fontSize[13], fontVariantNumeric: 'tabular-nums' });

export const cardTitle = style({
  fontSize: fontSize[18],
  fontWeight: fontWeight.bold,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const excerpt = style({
  color: vars.color.textMuted,
  fontSize: fontSize[15],
  lineHeight: lineHeight.relaxed,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  marginTop: 'auto',
  gap: space[6],
  color: vars.color.link,
  fontSize: fontSize[14],
  fontWeight: fontWeight.bold,
  textDecoration: 'none',
  borderRadius: radius[6],
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: underlineOffset } },
});

export const empty = style({
  padding: `${space[56]} ${space[24]}`,
  borderRadius: radius[24],
  border: `${borderWidth[1]} dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
