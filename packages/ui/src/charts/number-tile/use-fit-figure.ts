import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How much the figure must shrink so that `text` and the unit beside it stay inside the tile.
 *
 * A tile's width is fixed by its band (eight tiles across the data screen), while its figure can
 * grow without limit (subsidies in 万 with two decimals: 49,877.62 or 1,234,567.89). At the base
 * size such a figure pushed the unit past the tile's edge. So the final text is measured once at
 * the base size, in a throw-away copy (the shown number counts up and would measure short), and
 * the figure gets the scale that fits it beside the unit. Layout sizes (offsetWidth, clientWidth)
 * are used, not the bounding box: the data screen scales its whole stage by a transform.
 * Re-measured when the tile's width changes or a web font arrives.
 */
export function useFitFigure(
  text: string,
  valueClassName: string,
): {
  figureRef: RefObject<HTMLDivElement | null>;
  unitRef: RefObject<HTMLSpanElement | null>;
  fit: number;
} {
  const figureRef = useRef<HTMLDivElement | null>(null);
  const unitRef = useRef<HTMLSpanElement | null>(null);
  const [fit, setFit] = useState(1);

  useLayoutEffect(() => {
    const figure = figureRef.current;
    if (!figure) return undefined;
    const measure = () => {
      const probe = document.createElement('span');
      probe.className = valueClassName;
      probe.style.setProperty('--qy-tile-fit', '1');
      probe.style.position = 'absolute';
      probe.style.visibility = 'hidden';
      probe.textContent = text;
      figure.appendChild(probe);
      const natural = probe.offsetWidth;
      probe.remove();
      const unit = unitRef.current;
      const gap = Number.parseFloat(getComputedStyle(figure).columnGap) || 0;
      const room = figure.clientWidth - (unit ? unit.offsetWidth + gap : 0);
      // No layout (a test DOM) measures 0: leave the figure alone. The 1 % keeps subpixel
      // rounding from putting the last character on the edge.
      setFit(natural > 0 && room > 0 && natural > room ? (room / natural) * 0.99 : 1);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(figure);
    const fonts =
      typeof document.fonts?.addEventListener === 'function' ? document.fonts : undefined;
    fonts?.addEventListener('loadingdone', measure);
    return () => {
      observer?.disconnect();
      fonts?.removeEventListener('loadingdone', measure);
    };
  }, [text, valueClassName]);

  return { figureRef, unitRef, fit };
}
