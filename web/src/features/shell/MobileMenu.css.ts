import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

const slide = keyframes({ from: { transform: 'translateX(24px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const sheet = style({
  margin: '0 0 0 auto',
  padding: 0,
  width: 'min(100vw, 420px)',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  border: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
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
  padding: '0 16px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({ flex: 1, overflowY: 'auto', padding: '16px' });

export const navList = style({ display: 'flex', flexDirection: 'column', gap: '2px', listStyle: 'none' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '52px',
  padding: '0 12px',
  borderRadius: radius.md,
  color: vars.color.text,
  fontSize: '18px',
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.surfaceRaised, color: vars.color.text },
  },
});

export const settings = style({
  marginTop: '24px',
  padding: '20px 16px',
  borderRadius: radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const settingsTitle = style({ marginBottom: '16px', fontSize: '16px', fontWeight: 700 });
