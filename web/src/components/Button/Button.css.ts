import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, space } from '../../styles/tokens';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space[8],
    border: `${borderWidth[1]} solid transparent`,
    borderRadius: radius.pill,
    fontWeight: fontWeight.semibold,
    lineHeight: lineHeight.none,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease, transform 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
    },
    size: {
      sm: { height: space[32], padding: `0 ${space[14]}`, fontSize: fontSize[13] },
      md: { height: space[40], padding: `0 ${space[18]}`, fontSize: fontSize[14] },
      lg: { height: space[48], padding: `0 ${space[24]}`, fontSize: fontSize[16] },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1' },
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
