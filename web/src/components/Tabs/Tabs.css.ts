import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const tabList = style({
  display: 'flex',
  gap: '4px',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  padding: '14px 18px',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '16px',
  fontWeight: 700,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.text },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: '12px',
      right: '12px',
      bottom: '-1px',
      height: '3px',
      borderRadius: '3px 3px 0 0',
      background: vars.color.accent,
    },
  },
});
