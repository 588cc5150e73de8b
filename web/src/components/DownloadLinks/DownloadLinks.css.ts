import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, space } from '../../styles/tokens';

export const list = style({ display: 'flex', gap: space[12], margin: 0, padding: 0, listStyle: 'none' });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[4],
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
  color: vars.color.link,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
