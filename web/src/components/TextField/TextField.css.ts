import { style } from '@vanilla-extract/css';
import { control } from '../../styles/formControl.css';
import { space } from '../../styles/tokens';

export const input = style([control, { height: space[44] }]);
