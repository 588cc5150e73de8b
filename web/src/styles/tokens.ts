/**
 * Theme-independent design tokens (the colours live in the theme contract, theme.css.ts).
 *
 * Each scale is closed: its key is the size it stands for (RainbowKit's habit), so `space[16]` reads as
 * 16px and a step that is not on the scale does not typecheck. A style that needs a size off the scale
 * takes the nearest step when it is within 1px; only layout-specific sizes stay literal. Plain strings
 * rather than CSS variables, so they also work in media queries, `calc()` and chart code.
 */
function pxScale<const Step extends number>(steps: readonly Step[]): Readonly<Record<Step, string>> {
  return Object.fromEntries(steps.map((step) => [step, step === 0 ? '0' : `${step}px`])) as Record<Step, string>;
}

/** Gaps, padding, margins, offsets and small box sizes (icons, dots, controls). */
export const space = pxScale([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 44, 48, 56, 64, 72, 80, 96]);
export type Space = keyof typeof space;

export const fontSize = pxScale([11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 26, 28, 30, 32, 36, 40]);
export type FontSize = keyof typeof fontSize;

export const fontWeight = { medium: 500, semibold: 600, bold: 700, heavy: 800 } as const;

/** Unitless, so they scale with the font size. */
export const lineHeight = {
  none: 1,
  tight: 1.1,
  heading: 1.2,
  snug: 1.3,
  normal: 1.4,
  body: 1.5,
  relaxed: 1.6,
  loose: 1.7,
} as const;

export const radius = { ...pxScale([2, 4, 6, 8, 10, 12, 16, 24]), pill: '999px' } as const;

/** Borders, dividers, outlines and inset rings. */
export const borderWidth = pxScale([1, 2, 3]);

/** How far an underline sits below the text of a link on hover. */
export const underlineOffset = '3px';

/** Widths of layout pieces: side columns, dialogs, popovers, readable text. */
export const size = pxScale([240, 260, 280, 300, 320, 360, 420, 480, 560, 600, 640, 680, 720, 760, 820, 860, 960]);

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const zIndex = { header: 20, popover: 40, drawer: 50, modal: 60, toast: 70 } as const;

export const headerHeight = space[72];
