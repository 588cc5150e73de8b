import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: `radial-gradient(60% 50% at 50% 0%, color-mix(in srgb, ${vars.color.heroGlowA} 12%, transparent), transparent), ${vars.color.bg}`,
});

export const top = style({ padding: '24px 40px', '@media': { [media.mobile]: { padding: '20px 16px' } } });

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '20px',
  padding: '48px 24px 96px',
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '88px',
  height: '88px',
  borderRadius: radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.link,
});

export const title = style({
  maxWidth: '640px',
  fontSize: '32px',
  fontWeight: 800,
  lineHeight: 1.25,
  letterSpacing: '-0.02em',
  '@media': { [media.mobile]: { fontSize: '24px' } },
});

export const text = style({ color: vars.color.textMuted, fontSize: '18px', '@media': { [media.mobile]: { fontSize: '16px' } } });
