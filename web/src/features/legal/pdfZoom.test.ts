import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/messages';
import { legalMessages } from './messages';
import { renderScale, zoomIn, zoomLabel, zoomOut } from './pdfZoom';

// Issue 18: on a phone the fitted PDF's text was about 4 px tall and could not be zoomed.
describe('PDF zoom', () => {
  it('steps from the fitted width up to 3× and back, stopping at both ends', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomIn(2)).toBe(3);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(1.5)).toBe(1);
    expect(zoomOut(1)).toBe(1);
    expect([1, 1.5, 2, 3].map((z) => zoomLabel(z as 1, translator(legalMessages.en, 'en')))).toEqual(['Fit width', '150%', '200%', '300%']);
  });

  it('draws a zoomed page at the screen density, so zoomed text stays sharp', () => {
    // A 612 pt page on a 343 px phone sheet at 3 device pixels per CSS pixel.
    expect(renderScale(343, 612, 1, 3)).toBeCloseTo((343 / 612) * 3);
    expect(renderScale(343, 612, 2, 3)).toBeCloseTo((343 / 612) * 6);
    expect(renderScale(860, 300, 1, 1)).toBe(2.5);
    expect(renderScale(343, 612, 1, 0)).toBeCloseTo(343 / 612);
  });
});
