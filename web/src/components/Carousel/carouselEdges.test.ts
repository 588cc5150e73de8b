import { describe, expect, it } from 'vitest';
import { carouselEdges } from './carouselEdges';

// Home's Latest Discussion at 1440 px as chromium lays it out: 2 px inline padding, 8 topics.
const track = { clientWidth: 1404, scrollWidth: 3771, paddingStart: 2, paddingEnd: 2 };

describe('carouselEdges', () => {
  it('is at the start where scroll-snap rests the first slide (scrollLeft 2, the start padding): Previous is disabled there', () => {
    expect(carouselEdges({ ...track, scrollLeft: 2 })).toEqual({ atStart: true, atEnd: false });
    expect(carouselEdges({ ...track, scrollLeft: 0 })).toEqual({ atStart: true, atEnd: false });
  });

  it('is at neither end on a middle slide', () => {
    expect(carouselEdges({ ...track, scrollLeft: 476 })).toEqual({ atStart: false, atEnd: false });
  });

  it('is at the end on the last slide, also when snap stops short of it by the end padding: Next is disabled there', () => {
    expect(carouselEdges({ ...track, scrollLeft: 2367 })).toEqual({ atStart: false, atEnd: true });
    expect(carouselEdges({ ...track, scrollLeft: 2365 })).toEqual({ atStart: false, atEnd: true });
  });

  it('is at both ends when every slide fits', () => {
    expect(carouselEdges({ scrollLeft: 0, clientWidth: 1404, scrollWidth: 1404, paddingStart: 2, paddingEnd: 2 })).toEqual({ atStart: true, atEnd: true });
  });
});
