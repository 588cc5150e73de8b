import { style } from '@vanilla-extract/css';
import { fontSize, space } from '../../styles/tokens';

/** Long words ("No block rewards for 7 days") wrap rather than push a narrow row sideways. */
export const flag = style({ whiteSpace: 'normal', height: 'auto', minHeight: space[24], maxWidth: '100%' });
export const notice = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: space[8], margin: 0, fontSize: fontSize[14] });
