import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { space } from '../../styles/tokens';

export const root = style({ position: 'relative' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[16],
  marginBottom: space[24],
});

export const controls = style({ display: 'flex', gap: space[8] });

const gap = space[20];

export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - 2 * ${gap}) / 3)`,
  gap,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  listStyle: 'none',
  margin: 0,
  padding: `${space[4]} ${space[2]} ${space[8]}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': {
    [media.tablet]: { gridAutoColumns: `calc((100% - ${gap}) / 2)` },
    [media.mobile]: { gridAutoColumns: '86%', gap: space[12] },
    [media.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

export const slide = style({ scrollSnapAlign: 'start', display: 'flex', minWidth: 0 });
