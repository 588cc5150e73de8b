/** Spec §2: tablet up to 1024px, mobile up to 480px, mini up to 320px; content 1440px, wide desktop 1920px. */
export const BREAKPOINTS = { tablet: 1024, mobile: 480, mini: 320 } as const;
export const CONTENT_WIDTH = 1440;
export const WIDE_CONTENT_WIDTH = 1920;

export const media = {
  tablet: `screen and (max-width: ${BREAKPOINTS.tablet}px)`,
  mobile: `screen and (max-width: ${BREAKPOINTS.mobile}px)`,
  mini: `screen and (max-width: ${BREAKPOINTS.mini}px)`,
  /** Wider than a tablet: what the desktop-first styles call their default, for rules only desktop gets. */
  desktop: `screen and (min-width: ${BREAKPOINTS.tablet + 1}px)`,
  wide: `screen and (min-width: ${WIDE_CONTENT_WIDTH}px)`,
  /** Where three-up card grids fall to one column (between tablet and mobile). */
  narrowCards: 'screen and (max-width: 720px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
