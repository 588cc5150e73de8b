import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, size, space } from '../../styles/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: `radial-gradient(60% 50% at 50% 0%, color-mix(in srgb, ${vars.color.heroGlowA} 12%, transparent), transparent), ${vars.color.bg}`,
});

export const top = style({ padding: `${space[24]} ${space[40]}`, '@media': { [media.mobile]: { padding: `${space[20]} ${space[16]}` } } });

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[20],
  padding: `${space[48]} ${space[24]} ${space[96]}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '88px',
  height: '88px',
  borderRadius: radius[24],
  background: vars.color.surfaceRaised,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  color: vars.color.link,
});

export const title = style({
  maxWidth: size[640],
  fontSize: fontSize[32],
  fontWeight: fontWeight.heavy,
  lineHeight: 1.25,
  letterSpacing: '-0.02em',
  '@media': { [media.mobile]: { fontSize: fontSize[24] } },
});

export const text = style({ color: vars.color.textMuted, fontSize: fontSize[18], '@media': { [media.mobile]: { fontSize: fontSize[16] } } });
