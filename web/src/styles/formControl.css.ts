import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { borderWidth, fontSize, lineHeight, radius, space } from './tokens';

/** The look every text-like control shares (TextField, TextArea, the form Select). */
export const control = style({
  width: '100%',
  minHeight: space[44],
  padding: `${space[10]} ${space[14]}`,
  borderRadius: radius[10],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: fontSize[15],
  lineHeight: lineHeight.body,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&::placeholder': { color: vars.color.textSubtle },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
