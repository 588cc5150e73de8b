import { style } from '@vanilla-extract/css';
import { CONTENT_WIDTH, WIDE_CONTENT_WIDTH, media } from './breakpoints';
import { space } from './tokens';

/** The page column: 1440px on desktop, 1920px on wide desktop, with side gutters that shrink on narrow screens. */
export const container = style({
  width: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  marginInline: 'auto',
  paddingInline: space[40],
  '@media': {
    [media.wide]: { maxWidth: `${WIDE_CONTENT_WIDTH}px`, paddingInline: space[80] },
    [media.tablet]: { paddingInline: space[24] },
    [media.mobile]: { paddingInline: space[16] },
    [media.mini]: { paddingInline: space[12] },
  },
});
