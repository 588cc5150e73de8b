import { describe, expect, it } from 'vitest';
import { counterValue, easeOutCubic, heroBlurProgress, heroHidden, pointerOffset } from './motion';

describe('counterValue', () => {
  it('counts upward and lands exactly on the target', () => {
    const frames = [0, 300, 700, 1200, 1800, 2400, 2500].map((t) => counterValue(0, 31, t, 2500));
    expect(frames[0]).toBe(0);
    expect(frames.at(-1)).toBe(31);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!).toBeGreaterThanOrEqual(frames[i - 1]!);
  });

  it('goes from a previous value to a new one, and jumps when there is no time', () => {
    expect(counterValue(10, 20, 0, 2000)).toBe(10);
    expect(counterValue(10, 20, 5000, 2000)).toBe(20);
    expect(counterValue(10, 20, 0, 0)).toBe(20);
  });

  it('eases out within [0, 1]', () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe('hero scroll effects', () => {
  it.each([
    [0, 0],
    [-50, 0],
    [312, 0.5],
    [624, 1],
    [1500, 1],
  ])('blur progress at %i px is %d', (scrollY, expected) => {
    expect(heroBlurProgress(scrollY)).toBe(expected);
  });

  it('hides the hero from 2000 px', () => {
    expect(heroHidden(1999)).toBe(false);
    expect(heroHidden(2000)).toBe(true);
  });
});

describe('pointerOffset', () => {
  it('maps the viewport to [-1, 1] on each axis', () => {
    expect(pointerOffset(0, 0, 1000, 800)).toEqual({ x: -1, y: -1 });
    expect(pointerOffset(500, 400, 1000, 800)).toEqual({ x: 0, y: 0 });
    expect(pointerOffset(1200, 800, 1000, 800)).toEqual({ x: 1, y: 1 });
    expect(pointerOffset(10, 10, 0, 0)).toEqual({ x: 0, y: 0 });
  });
});
