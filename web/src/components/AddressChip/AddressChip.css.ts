import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius } from '../../styles/tokens';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '28px',
  padding: '0 10px',
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: font.mono,
  fontSize: '13px',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover } },
});
