import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, size, space } from '../../styles/tokens';

const slide = keyframes({ from: { transform: `translateX(${space[24]})`, opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const sheet = style({
  margin: '0 0 0 auto',
  padding: 0,
  width: `min(100vw, ${size[420]})`,
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  border: 'none',
  borderLeft: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${slide} 180ms ease-out` },
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: '60px',
  padding: `0 ${space[16]}`,
  borderBottom: `${borderWidth[1]} solid ${vars.color.border}`,
});

export const body = style({ flex: 1, overflowY: 'auto', padding: space[16] });

export const navList = style({ display: 'flex', flexDirection: 'column', gap: space[2], listStyle: 'none' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '52px',
  padding: `0 ${space[12]}`,
  borderRadius: radius[10],
  color: vars.color.text,
  fontSize: fontSize[18],
  fontWeight: fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.surfaceRaised, color: vars.color.text },
  },
});

export const settings = style({
  marginTop: space[24],
  padding: `${space[20]} ${space[16]}`,
  borderRadius: radius[16],
  background: vars.color.surface,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
});

export const settingsTitle = style({ marginBottom: space[16], fontSize: fontSize[16], fontWeight: fontWeight.bold });
