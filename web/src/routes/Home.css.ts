import { style } from '@vanilla-extract/css';

/** Its own stacking context, so the fixed hero art (z-index -1) sits above the body and below the content. */
export const home = style({ position: 'relative', isolation: 'isolate', paddingBottom: '48px' });

export const below = style({ position: 'relative' });
