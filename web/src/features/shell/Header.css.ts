import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { headerHeight, radius, zIndex } from '../../styles/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.header,
  borderBottom: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.bg} 82%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(14px)',
  WebkitBackdropFilter: 'saturate(1.4) blur(14px)',
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: '32px',
  height: headerHeight,
  '@media': { [media.tablet]: { gap: '20px' }, [media.mobile]: { height: '60px', gap: '12px' } },
});

export const homeLink = style({ display: 'inline-flex', borderRadius: radius.sm, textDecoration: 'none' });

export const nav = style({
  flex: 1,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const navList = style({ display: 'flex', alignItems: 'center', gap: '4px', listStyle: 'none' });

/** Home joins the menu at tablet width only (spec §2.2). */
export const tabletOnly = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' } } });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '40px',
  padding: '0 14px',
  borderRadius: radius.pill,
  color: vars.color.textMuted,
  fontSize: '15px',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surfaceRaised },
  },
  '@media': { [media.tablet]: { padding: '0 10px', fontSize: '14px' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  marginLeft: 'auto',
});

export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'inline-flex' } } });
