import { useLayoutEffect, useRef } from 'react';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { visuallyHidden } from '../../styles/global.css';
import { counterValue } from './motion';

export interface AnimatedCounterProps {
  /** The number counted to (may lose precision: only the frames use it). */
  value: number;
  /** The exact text of the last frame, from the formatting rules. */
  finalText: string;
  /** The raw value for tests and tools, in data-value. */
  rawValue: string;
  format: (value: number) => string;
  duration: number;
  /** Counting starts once the data is in (or failed and the defaults apply). */
  ready: boolean;
  testId: string;
  className?: string;
}

/**
 * A number that counts upward. Frames are written straight to the DOM (no React render per frame);
 * assistive technology reads only the final value, from a visually hidden twin.
 * data-state is "waiting", "counting" or "done".
 */
export function AnimatedCounter({ value, finalText, rawValue, format, duration, ready, testId, className }: AnimatedCounterProps) {
  const common = useMessages(commonMessages);
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!ready) {
      element.textContent = format(0);
      element.dataset.state = 'waiting';
      return;
    }
    const finish = () => {
      element.textContent = finalText;
      element.dataset.state = 'done';
      shown.current = value;
    };
    const from = shown.current;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches || from === value) {
      finish();
      return;
    }
    element.dataset.state = 'counting';
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - start;
      if (elapsed >= duration) return finish();
      const current = counterValue(from, value, elapsed, duration);
      shown.current = current;
      element.textContent = format(current);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, finalText, format, duration, ready]);

  return (
    <>
      <span ref={ref} className={className} data-testid={testId} data-value={rawValue} aria-live="off" aria-hidden="true" />
      <span className={visuallyHidden}>{ready ? finalText : common('loading')}</span>
    </>
  );
}
