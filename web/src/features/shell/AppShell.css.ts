import { style } from '@vanilla-extract/css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
/**
 * At least a screen tall: a prerendered page paints before its data arrives, and the footer starts
 * below the fold instead of being pushed down (a layout shift) when the data fills the page.
 */
export const main = style({ flex: 1, minHeight: '100vh', display: 'flex', flexDirection: 'column', outline: 'none' });
