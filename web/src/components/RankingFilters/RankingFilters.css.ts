import { style } from '@vanilla-extract/css';
import { space } from '../../styles/tokens';

export const sheetBody = style({ display: 'flex', flexDirection: 'column', gap: space[16] });
