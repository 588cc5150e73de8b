import { globalStyle, style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';
import { font } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'dark',
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: '96px',
});
globalStyle('html[data-theme="light"]', { colorScheme: 'light' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: font.body,
  fontSize: '16px',
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('ul, ol', { margin: 0, padding: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.link });

/** One visible focus ring for every interactive element, keyboard only. */
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', { background: vars.color.accent, color: vars.color.onAccent });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const skipLink = style([
  {
    position: 'absolute',
    left: '16px',
    top: '-100px',
    zIndex: 100,
    padding: '8px 16px',
    borderRadius: '8px',
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: 700,
    textDecoration: 'none',
    selectors: { '&:focus': { top: '12px' } },
  },
]);

/** On #root (main.tsx): importing it is what puts the global styles and the themes in the bundle. */
export const appRoot = style({ minHeight: '100vh' });
