import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollingStrip, type StripItem } from './scrolling-strip';

// The portal's figures (contract §9): 0.5 px every 11 ms, 210 px slots, moving from 5 items.
const STRIP = { itemWidth: 210, stepPx: 0.5, intervalMs: 11, minItemsToScroll: 5 };

function items(count: number): StripItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `服务机构${index + 1}`,
    image: `/logos/${index + 1}.png`,
    url: index === 0 ? 'https://www.example.gov.cn/' : `/pc/serviceList?org=${index + 1}`,
  }));
}

function renderStrip(count: number) {
  render(<ScrollingStrip items={items(count)} label="服务体系" {...STRIP} />);
  return screen.getByRole('list', { name: '服务体系' });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ScrollingStrip', () => {
  it('stands still with 4 items', () => {
    const track = renderStrip(4);
    advance(2000);
    expect(track.style.transform).toBe('');
    expect(within(track).getAllByRole('link')).toHaveLength(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves 0.5 px every 11 ms from 5 items', () => {
    const track = renderStrip(5);
    advance(110);
    expect(track.style.transform).toBe('translate3d(-5px, 0, 0)');
    advance(1100);
    expect(track.style.transform).toBe('translate3d(-55px, 0, 0)');
  });

  it('pauses while hovered and resumes where it stopped', () => {
    const track = renderStrip(6);
    const viewport = track.parentElement!;
    advance(220);
    expect(track.style.transform).toBe('translate3d(-10px, 0, 0)');

    fireEvent.mouseEnter(viewport);
    advance(1000);
    expect(track.style.transform).toBe('translate3d(-10px, 0, 0)');

    fireEvent.mouseLeave(viewport);
    advance(22);
    expect(track.style.transform).toBe('translate3d(-11px, 0, 0)');
  });

  it('stops while scrolled out of view and resumes where it stopped', () => {
    // A stand-in for the browser's IntersectionObserver that the test drives.
    const observers: { observed: Element[]; report: (isIntersecting: boolean) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          observers.push({
            observed: this.observed,
            report: (isIntersecting) =>
              act(() => callback(this.observed.map((target) => ({ target, isIntersecting })))),
          });
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {
          this.observed.length = 0;
        }
      },
    );
    const track = renderStrip(5);
    const watching = observers.find((observer) => observer.observed.includes(track.parentElement!));
    expect(watching).toBeDefined();
    advance(110);
    expect(track.style.transform).toBe('translate3d(-5px, 0, 0)');

    watching!.report(false);
    advance(2000);
    expect(track.style.transform).toBe('translate3d(-5px, 0, 0)');
    expect(vi.getTimerCount()).toBe(0);

    watching!.report(true);
    advance(22);
    expect(track.style.transform).toBe('translate3d(-6px, 0, 0)');
  });

  it('pauses while a link inside has focus', () => {
    const track = renderStrip(5);
    advance(110);
    act(() => within(track).getAllByRole('link')[0]!.focus());
    advance(1000);
    expect(track.style.transform).toBe('translate3d(-5px, 0, 0)');
  });

  it('loops seamlessly: after one copy (5 × 210 px) it is back at the start', () => {
    const track = renderStrip(5);
    // 1050 px at 0.5 px a step = 2100 steps.
    advance(2100 * 11);
    expect(track.style.transform).toBe('translate3d(0px, 0, 0)');
    advance(11);
    expect(track.style.transform).toBe('translate3d(-0.5px, 0, 0)');
  });

  it('draws the loop’s second copy hidden from screen readers and the tab order', () => {
    const track = renderStrip(5);
    // Hidden copies are not in the accessibility tree.
    expect(within(track).getAllByRole('link')).toHaveLength(5);
    const all = track.querySelectorAll('a');
    expect(all).toHaveLength(10);
    expect(all[7]!.getAttribute('tabindex')).toBe('-1');
    expect(all[7]!.closest('li')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens other sites in a new tab and keeps own pages in this one', () => {
    const track = renderStrip(4);
    const [external, internal] = within(track).getAllByRole('link');
    expect(external!.getAttribute('href')).toBe('https://www.example.gov.cn/');
    expect(external!.getAttribute('target')).toBe('_blank');
    expect(external!.getAttribute('rel')).toContain('noopener');
    expect(external!.textContent).toContain('在新窗口打开');
    expect(internal!.getAttribute('href')).toBe('/pc/serviceList?org=2');
    expect(internal!.hasAttribute('target')).toBe(false);
  });

  it('stands still with reduced motion, drawing each item once', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const track = renderStrip(8);
    advance(2000);
    expect(track.style.transform).toBe('');
    expect(track.querySelectorAll('a')).toHaveLength(8);
  });
});
