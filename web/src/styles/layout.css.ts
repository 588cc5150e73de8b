import { style } from '@vanilla-extract/css';
import { CONTENT_WIDTH, WIDE_CONTENT_WIDTH, media } from './breakpoints';

/** The page column: 1440px on desktop, 1920px on wide desktop, with side gutters that shrink on narrow screens. */
export const container = style({
  width: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  marginInline: 'auto',
  paddingInline: '40px',
  '@media': {
    [media.wide]: { maxWidth: `${WIDE_CONTENT_WIDTH}px`, paddingInline: '80px' },
    [media.tablet]: { paddingInline: '24px' },
    [media.mobile]: { paddingInline: '16px' },
    [media.mini]: { paddingInline: '12px' },
  },
});
