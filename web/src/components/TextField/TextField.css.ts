import { style } from '@vanilla-extract/css';
import { control } from '../FormRow/FormRow.css';
import { space } from '../../styles/tokens';

export const input = style([control, { height: space[44] }]);
