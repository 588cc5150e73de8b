import { style } from '@vanilla-extract/css';
import { space } from '../styles/tokens';

/** Its own stacking context, so the fixed hero art (z-index -1) sits above the body and below the content. */
export const home = style({ position: 'relative', isolation: 'isolate', paddingBottom: space[48] });

export const below = style({ position: 'relative' });
