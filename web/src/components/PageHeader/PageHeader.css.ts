import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';

export const bar = style({ display: 'flex', alignItems: 'center', gap: '12px', minHeight: '48px', flexWrap: 'wrap' });
export const back = style({ marginLeft: '-8px' });
export const title = style({
  fontSize: '28px',
  fontWeight: 800,
  letterSpacing: '0.01em',
  lineHeight: 1.2,
  '@media': { [media.tablet]: { fontSize: '22px' }, [media.mobile]: { fontSize: '20px' } },
});
export const wide = style({ '@media': { [media.tablet]: { display: 'none' } } });
export const narrow = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });
