import type { Translate } from '../../i18n/messages';

/**
 * Zoom of the PDF viewer, relative to the page fitted to the sheet's width. On a phone a fitted page
 * draws its text about 4 px tall, so the reader zooms in (the sheet then scrolls) or pinches.
 */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
export type Zoom = (typeof ZOOM_LEVELS)[number];

export function zoomIn(zoom: Zoom): Zoom {
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.indexOf(zoom) + 1, ZOOM_LEVELS.length - 1)]!;
}

export function zoomOut(zoom: Zoom): Zoom {
  return ZOOM_LEVELS[Math.max(ZOOM_LEVELS.indexOf(zoom) - 1, 0)]!;
}

/** "Fit width" at 1, else the zoom as a percentage, in the page's language. */
export function zoomLabel(zoom: Zoom, t: Translate<'zoom.fit' | 'zoom.percent'>): string {
  return zoom === 1 ? t('zoom.fit') : t('zoom.percent', { zoom });
}

/**
 * pdf.js's scale for a page `pageWidth` points wide shown `zoom` times the sheet's width, at the
 * screen's pixel density (and so as sharp zoomed as fitted). Wide sheets are drawn at most 2.5× the
 * PDF's own size before zoom.
 */
export function renderScale(sheetWidth: number, pageWidth: number, zoom: Zoom, devicePixelRatio: number): number {
  return Math.min(2.5, sheetWidth / pageWidth) * zoom * (devicePixelRatio || 1);
}
