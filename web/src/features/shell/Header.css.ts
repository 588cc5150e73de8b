import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, headerHeight, radius, space, zIndex } from '../../styles/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.header,
  borderBottom: `${borderWidth[1]} solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.bg} 82%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(14px)',
  WebkitBackdropFilter: 'saturate(1.4) blur(14px)',
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[32],
  height: headerHeight,
  '@media': { [media.tablet]: { gap: space[20] }, [media.mobile]: { height: '60px', gap: space[12] } },
});

export const homeLink = style({ display: 'inline-flex', borderRadius: radius[6], textDecoration: 'none' });

export const nav = style({
  flex: 1,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const navList = style({ display: 'flex', alignItems: 'center', gap: space[4], listStyle: 'none' });

/** Home joins the menu at tablet width only (spec §2.2). */
export const tabletOnly = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' } } });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: space[40],
  padding: `0 ${space[14]}`,
  borderRadius: radius.pill,
  color: vars.color.textMuted,
  fontSize: fontSize[15],
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surfaceRaised },
  },
  '@media': { [media.tablet]: { padding: `0 ${space[10]}`, fontSize: fontSize[14] } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[8],
  marginLeft: 'auto',
});

export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'inline-flex' } } });
