import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    border: '1px solid transparent',
    borderRadius: radius.pill,
    fontWeight: 600,
    lineHeight: 1,
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
      sm: { height: '32px', padding: '0 14px', fontSize: '13px' },
      md: { height: '40px', padding: '0 18px', fontSize: '14px' },
      lg: { height: '48px', padding: '0 24px', fontSize: '16px' },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1' },
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
