import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

export interface LoopingScrollOptions {
  /** False keeps the content still (too few items, or the visitor prefers reduced motion). */
  active: boolean;
  /** Pixels moved per step… */
  stepPx: number;
  /** …every this many milliseconds. */
  intervalMs: number;
  /** Length of one copy of the content: the content is drawn twice and wraps here, seamlessly. */
  loopLength: number;
  axis: 'x' | 'y';
}

export interface LoopingScroll<T extends HTMLElement> {
  /** The moving element (a track holding the content twice). */
  trackRef: (element: T | null) => void;
  /** Spread on the visible window: hovering or focusing inside pauses the movement. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
  };
  paused: boolean;
}

function transformFor(axis: 'x' | 'y', offset: number): string {
  return axis === 'x' ? `translate3d(${-offset}px, 0, 0)` : `translate3d(0, ${-offset}px, 0)`;
}

/**
 * Whether any of `element` is in the viewport. Without IntersectionObserver (old browsers, jsdom)
 * it counts as on screen, so the movement never depends on the observer being there.
 */
function useOnScreen(element: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

/**
 * Moves an element steadily along one axis and wraps it after `loopLength`, pausing while the
 * pointer is over it or focus is inside (so a visitor can read and click) and while its window
 * (the track's parent) is scrolled out of view. The position is written to the element's style
 * directly: a re-render every 11 ms would cost far more.
 */
export function useLoopingScroll<T extends HTMLElement>({
  active,
  stepPx,
  intervalMs,
  loopLength,
  axis,
}: LoopingScrollOptions): LoopingScroll<T> {
  const [track, setTrack] = useState<T | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onScreen = useOnScreen(track?.parentElement ?? null);
  const offset = useRef(0);
  const paused = hovered || focused;

  useEffect(() => {
    if (!track) return;
    if (!active || loopLength <= 0) {
      offset.current = 0;
      track.style.transform = '';
      return;
    }
    track.style.transform = transformFor(axis, offset.current);
    // Off screen nobody sees it move: no timer, no repaint every 11 ms (the home page's strips sit
    // below the fold and cost an idle page a fifth of a core). It resumes where it stopped.
    if (paused || !onScreen) return;
    const timer = setInterval(() => {
      offset.current = (offset.current + stepPx) % loopLength;
      track.style.transform = transformFor(axis, offset.current);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [track, active, paused, onScreen, stepPx, intervalMs, loopLength, axis]);

  const onBlur = useCallback((event: FocusEvent) => {
    // Still paused while focus only moves between links inside.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return {
    trackRef: setTrack,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur,
    },
    paused,
  };
}
