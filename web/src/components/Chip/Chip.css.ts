import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    height: space[36],
    padding: `0 ${space[16]}`,
    borderRadius: radius.pill,
    border: `${borderWidth[1]} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    fontSize: fontSize[14],
    fontWeight: fontWeight.semibold,
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
