import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';

export const root = style({ position: 'relative' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '16px',
  marginBottom: '24px',
});

export const controls = style({ display: 'flex', gap: '8px' });

const gap = '20px';

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
  padding: '4px 2px 8px',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': {
    [media.tablet]: { gridAutoColumns: `calc((100% - ${gap}) / 2)` },
    [media.mobile]: { gridAutoColumns: '86%', gap: '12px' },
    [media.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

export const slide = style({ scrollSnapAlign: 'start', display: 'flex', minWidth: 0 });
