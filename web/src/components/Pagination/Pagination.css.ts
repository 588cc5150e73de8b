import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const nav = style({ display: 'flex', justifyContent: 'center' });
export const list = style({ display: 'flex', alignItems: 'center', gap: space[4], listStyle: 'none', flexWrap: 'wrap', justifyContent: 'center' });

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: space[36],
  height: space[36],
  padding: `0 ${space[8]}`,
  border: `${borderWidth[1]} solid transparent`,
  borderRadius: radius[10],
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent },
    '&:disabled': { opacity: 0.35, cursor: 'not-allowed' },
  },
});

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
