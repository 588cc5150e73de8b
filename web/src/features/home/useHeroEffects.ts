import { useEffect, useRef } from 'react';
import { PARALLAX_DELAY_MS, heroBlurProgress, heroHidden, pointerOffset } from './motion';

/**
 * Scroll blur (up to 624 px), hiding from 2000 px, and a mouse parallax that starts after 2 s. Everything
 * happens in one rAF per event with compositor-only properties (opacity, transform); no React renders.
 * The blur is a cross-fade to a pre-blurred copy of the art: nothing is re-rasterised while scrolling.
 *
 * `depths` are the parallax layers' travel in px at the viewport's edge, by registration index.
 */
export function useHeroEffects(depths: readonly number[]) {
  const root = useRef<HTMLDivElement>(null);
  const sharp = useRef<HTMLDivElement>(null);
  const blurred = useRef<HTMLDivElement>(null);
  const layers = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    let scrollFrame = 0;
    const applyScroll = () => {
      scrollFrame = 0;
      const y = window.scrollY;
      const progress = heroBlurProgress(y);
      if (blurred.current) blurred.current.style.opacity = String(progress);
      if (sharp.current) sharp.current.style.opacity = String(1 - progress * 0.85);
      if (root.current) root.current.style.visibility = heroHidden(y) ? 'hidden' : '';
    };
    const onScroll = () => {
      if (!scrollFrame) scrollFrame = requestAnimationFrame(applyScroll);
    };
    applyScroll();
    window.addEventListener('scroll', onScroll, { passive: true });

    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const finePointer = matchMedia('(hover: hover) and (pointer: fine)').matches;
    let pointerFrame = 0;
    let pointer = { x: 0, y: 0 };
    const applyParallax = () => {
      pointerFrame = 0;
      layers.current.forEach((layer, index) => {
        const depth = depths[index] ?? 0;
        if (layer) layer.style.transform = `translate3d(${(-pointer.x * depth).toFixed(1)}px, ${(-pointer.y * depth).toFixed(1)}px, 0)`;
      });
    };
    const onPointerMove = (event: PointerEvent) => {
      pointer = pointerOffset(event.clientX, event.clientY, window.innerWidth, window.innerHeight);
      if (!pointerFrame) pointerFrame = requestAnimationFrame(applyParallax);
    };
    const startParallax = window.setTimeout(() => {
      if (!reduced && finePointer) window.addEventListener('pointermove', onPointerMove, { passive: true });
    }, PARALLAX_DELAY_MS);

    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pointermove', onPointerMove);
      window.clearTimeout(startParallax);
      cancelAnimationFrame(scrollFrame);
      cancelAnimationFrame(pointerFrame);
    };
  }, [depths]);

  const register = (index: number, element: HTMLElement | null) => {
    layers.current[index] = element;
  };
  return { root, sharp, blurred, register };
}
