import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const nav = style({ display: 'flex', justifyContent: 'center' });
export const list = style({ display: 'flex', alignItems: 'center', gap: '4px', listStyle: 'none', flexWrap: 'wrap', justifyContent: 'center' });

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '36px',
  height: '36px',
  padding: '0 8px',
  border: '1px solid transparent',
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '14px',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent },
    '&:disabled': { opacity: 0.35, cursor: 'not-allowed' },
  },
});

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
