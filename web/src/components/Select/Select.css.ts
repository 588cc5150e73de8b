import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const wrap = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  height: '36px',
  padding: '0 36px 0 14px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '14px',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const caret = style({ position: 'absolute', right: '12px', transform: 'rotate(90deg)', pointerEvents: 'none', color: vars.color.textMuted });
