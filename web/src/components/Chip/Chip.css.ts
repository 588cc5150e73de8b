import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    height: '36px',
    padding: '0 16px',
    borderRadius: radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    fontSize: '14px',
    fontWeight: 600,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { borderColor: vars.color.borderStrong, color: vars.color.text } },
  },
  variants: {
    selected: {
      true: {
        background: vars.color.text,
        borderColor: vars.color.text,
        color: vars.color.bg,
        selectors: { '&:hover': { color: vars.color.bg } },
      },
    },
  },
});
