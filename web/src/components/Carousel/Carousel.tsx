import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { carouselEdges } from './carouselEdges';
import * as styles from './Carousel.css';
import { useMessages } from '../../i18n/messages';
import { componentMessages } from '../componentMessages';

export interface CarouselProps<T> {
  /** The carousel's visible heading; it also names the region. */
  title: ReactNode;
  titleLevel?: 'h2' | 'h3';
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** What the carousel shows when there is nothing to scroll through. */
  empty?: ReactNode;
  /** Extra controls next to the arrows (e.g. a "view all" link). */
  actions?: ReactNode;
}

/**
 * A horizontally scrolling list of cards with previous/next buttons. Native scroll-snap does the moving
 * (touch, trackpad, keyboard scrolling all work); Left/Right arrows inside the region move one card.
 */
export function Carousel<T>({ title, titleLevel = 'h2', items, getKey, renderItem, empty, actions }: CarouselProps<T>) {
  const t = useMessages(componentMessages);
  const trackRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const Heading = titleLevel;

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const padding = getComputedStyle(track);
    const { atStart, atEnd } = carouselEdges({
      scrollLeft: track.scrollLeft,
      clientWidth: track.clientWidth,
      scrollWidth: track.scrollWidth,
      paddingStart: parseFloat(padding.paddingLeft) || 0,
      paddingEnd: parseFloat(padding.paddingRight) || 0,
    });
    setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, []);

  // A callback ref: the track mounts and unmounts with the items, and its listeners follow it.
  const attachTrack = useCallback(
    (track: HTMLUListElement | null) => {
      trackRef.current = track;
      if (!track) return;
      let frame = 0;
      const onScroll = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(measure);
      };
      measure();
      track.addEventListener('scroll', onScroll, { passive: true });
      const observer = new ResizeObserver(onScroll);
      observer.observe(track);
      return () => {
        cancelAnimationFrame(frame);
        track.removeEventListener('scroll', onScroll);
        observer.disconnect();
      };
    },
    [measure],
  );

  const move = (direction: -1 | 1) => {
    // aria-disabled keeps the button focusable, so a press at an end must do nothing itself.
    if (direction === -1 ? edges.atStart : edges.atEnd) return;
    const track = trackRef.current;
    const slide = track?.firstElementChild;
    if (!track || !(slide instanceof HTMLElement)) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    track.scrollBy({ left: direction * (slide.offsetWidth + gap), behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target as HTMLElement;
    if (target.matches('input, textarea, select')) return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <section className={styles.root} aria-roledescription={t('carousel.role')} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <Heading id={headingId}>{title}</Heading>
        <div className={styles.controls}>
          {actions}
          {items.length > 0 && (
            <>
              <Button variant="outline" iconOnly aria-label={t('carousel.previous')} aria-disabled={edges.atStart} onClick={() => move(-1)}>
                <Icon name="chevronLeft" size={18} />
              </Button>
              <Button variant="outline" iconOnly aria-label={t('carousel.next')} aria-disabled={edges.atEnd} onClick={() => move(1)}>
                <Icon name="chevronRight" size={18} />
              </Button>
            </>
          )}
        </div>
      </div>
      {items.length === 0 ? (
        empty
      ) : (
        <ul ref={attachTrack} className={styles.track}>
          {items.map((item, index) => (
            <li key={getKey(item)} className={styles.slide} aria-roledescription={t('carousel.slideRole')} aria-label={t('carousel.slide', { position: index + 1, total: items.length })}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
