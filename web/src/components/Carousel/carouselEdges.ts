/** What the carousel reads of its track to tell whether it is at either end. */
export interface TrackMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** The track's inline padding: scroll-snap rests the first slide at paddingStart, not at 0. */
  paddingStart: number;
  paddingEnd: number;
}

/** Sub-pixel scroll positions (zoom, fractional widths) still count as an end. */
const SLACK = 1;

/**
 * Whether the track shows its first slide (Previous disabled) and its last (Next disabled). The
 * snap point of the first slide is the track's start padding, so a track resting there is at its start.
 */
export function carouselEdges({ scrollLeft, clientWidth, scrollWidth, paddingStart, paddingEnd }: TrackMetrics): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: scrollLeft <= paddingStart + SLACK,
    atEnd: scrollLeft + clientWidth >= scrollWidth - paddingEnd - SLACK,
  };
}
