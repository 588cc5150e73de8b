import { globalStyle, style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';
import { borderWidth, font, fontSize, fontWeight, lineHeight, radius, space } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'dark',
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: space[96],
});
globalStyle('html[data-theme="light"]', { colorScheme: 'light' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: font.body,
  fontSize: fontSize[16],
  lineHeight: lineHeight.body,
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
  outline: `${borderWidth[2]} solid ${vars.color.focus}`,
  outlineOffset: space[2],
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
  margin: `-${borderWidth[1]}`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const skipLink = style([
  {
    position: 'absolute',
    left: space[16],
    top: '-100px',
    zIndex: 100,
    padding: `${space[8]} ${space[16]}`,
    borderRadius: radius[8],
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: fontWeight.bold,
    textDecoration: 'none',
    selectors: { '&:focus': { top: space[12] } },
  },
]);

/** On #root (main.tsx): importing it is what puts the global styles and the themes in the bundle. */
export const appRoot = style({ minHeight: '100vh' });
