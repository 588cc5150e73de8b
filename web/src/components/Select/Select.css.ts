import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const wrap = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  height: space[36],
  padding: `0 ${space[36]} 0 ${space[14]}`,
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const caret = style({ position: 'absolute', right: space[12], transform: 'rotate(90deg)', pointerEvents: 'none', color: vars.color.textMuted });
