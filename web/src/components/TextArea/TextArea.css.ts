import { style } from '@vanilla-extract/css';
import { control } from '../../styles/formControl.css';
import { vars } from '../../styles/theme.css';
import { fontWeight, space } from '../../styles/tokens';

export const textarea = style([control, { display: 'block', minHeight: space[96], resize: 'vertical' }]);
export const counter = style({ color: vars.color.textSubtle, fontVariantNumeric: 'tabular-nums' });
export const counterOver = style({ color: vars.color.danger, fontWeight: fontWeight.bold });
