/** The numbers behind Home's motion (spec §2 Home, §9), kept pure so they can be tested without a browser. */

/** Counter animations last about 2.1 to 2.5 s. */
export const GC_COUNTER_MS = 2100;
export const STAKED_COUNTER_MS = 2500;

/** The hero blurs over the first 624 px of scroll and is hidden from 2000 px. */
export const HERO_BLUR_END_PX = 624;
export const HERO_HIDDEN_FROM_PX = 2000;
/** The mouse parallax starts 2 s after Home appears. */
export const PARALLAX_DELAY_MS = 2000;

export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The counter's value `elapsed` ms into an animation from `from` up to `to`; exactly `to` at the end. */
export function counterValue(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeOutCubic(elapsed / duration);
}

/** 0 at the top of the page, 1 from 624 px down. */
export function heroBlurProgress(scrollY: number): number {
  return Math.min(1, Math.max(0, scrollY) / HERO_BLUR_END_PX);
}

export function heroHidden(scrollY: number): boolean {
  return scrollY >= HERO_HIDDEN_FROM_PX;
}

/** The pointer's offset from the viewport centre, each axis in [-1, 1]. */
export function pointerOffset(x: number, y: number, width: number, height: number): { x: number; y: number } {
  const clamp = (value: number) => Math.min(1, Math.max(-1, value));
  return { x: width > 0 ? clamp((x / width) * 2 - 1) : 0, y: height > 0 ? clamp((y / height) * 2 - 1) : 0 };
}
