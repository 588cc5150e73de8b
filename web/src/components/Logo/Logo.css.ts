import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[10],
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: fontWeight.heavy,
  fontSize: fontSize[18],
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const mark = style({ color: vars.color.accent, flexShrink: 0 });

export const word = style({ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.05 });
export const sub = style({
  fontSize: fontSize[11],
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  '@media': { [media.mini]: { display: 'none' } },
});

export const envLabel = style({
  padding: `${space[2]} ${space[6]}`,
  borderRadius: radius[4],
  border: `${borderWidth[1]} solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: fontSize[11],
  fontWeight: fontWeight.heavy,
  letterSpacing: '0.08em',
});
