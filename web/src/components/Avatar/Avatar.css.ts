import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontWeight } from '../../styles/tokens';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: fontWeight.bold,
  boxShadow: `0 0 0 ${borderWidth[1]} ${vars.color.border}`,
});
