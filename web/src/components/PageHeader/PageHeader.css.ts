import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { fontSize, fontWeight, lineHeight, space } from '../../styles/tokens';

export const bar = style({ display: 'flex', alignItems: 'center', gap: space[12], minHeight: space[48], flexWrap: 'wrap' });
export const back = style({ marginLeft: `-${space[8]}` });
export const title = style({
  fontSize: fontSize[28],
  fontWeight: fontWeight.heavy,
  letterSpacing: '0.01em',
  lineHeight: lineHeight.heading,
  '@media': { [media.tablet]: { fontSize: fontSize[22] }, [media.mobile]: { fontSize: fontSize[20] } },
});
export const wide = style({ '@media': { [media.tablet]: { display: 'none' } } });
export const narrow = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });
