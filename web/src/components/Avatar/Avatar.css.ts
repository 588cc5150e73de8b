import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: 700,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});
