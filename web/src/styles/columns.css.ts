import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { space } from './tokens';

/**
 * Two equal columns (the council's addresses beside its description), one from tablet width: the
 * public council detail and the council management page lay their cards out with this one rule.
 */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: space[24],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space[16] } },
});
