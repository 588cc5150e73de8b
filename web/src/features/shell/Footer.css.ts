import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, size, space, underlineOffset } from '../../styles/tokens';

export const footer = style({
  marginTop: 'auto',
  borderTop: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: fontSize[14],
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space[32],
  paddingBlock: `${space[48]} ${space[32]}`,
  '@media': { [media.tablet]: { flexDirection: 'column', gap: space[28] }, [media.mobile]: { paddingBlock: `${space[36]} ${space[24]}` } },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: space[14], maxWidth: size[360] });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[8]} ${space[28]}`,
  listStyle: 'none',
  '@media': { [media.mobile]: { gap: `${space[12]} ${space[20]}` } },
});

export const link = style({
  color: vars.color.text,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: underlineOffset } },
});

export const bottom = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[16],
  paddingBlock: `${space[20]} ${space[32]}`,
  borderTop: `${borderWidth[1]} solid ${vars.color.border}`,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'flex-start' } },
});

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: space[6], listStyle: 'none', '@media': { [media.mobile]: { gap: space[4] } } });

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: space[40],
  height: space[40],
  borderRadius: radius.pill,
  color: vars.color.textMuted,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  transition: 'color 120ms ease, border-color 120ms ease',
  selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.borderStrong } },
  '@media': { [media.mobile]: { width: space[36], height: space[36] } },
});
