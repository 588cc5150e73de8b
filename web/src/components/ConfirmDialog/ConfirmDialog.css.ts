import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';

/** On phones the two buttons share the width. */
export const action = style({ '@media': { [media.mobile]: { flex: 1 } } });
