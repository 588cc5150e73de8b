import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const title = style({
  fontSize: '36px',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
  '@media': { [media.mobile]: { fontSize: '26px' } },
});

export const card = style({
  marginTop: '32px',
  padding: '48px 32px',
  borderRadius: radius.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});
