import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './carousel';

const slides: CarouselSlide[] = [
  { src: '/banners/policy.svg', alt: '惠企政策 一站直达' },
  { src: '/banners/ip.svg', alt: '知识产权 全程护航' },
  { src: '/banners/service.svg', alt: '惠企服务 精准对接' },
];

function renderCarousel() {
  render(
    <Carousel
      slides={slides}
      label="首页轮播"
      height={400}
      imageWidth={1920}
      imageHeight={400}
      intervalMs={5000}
    />,
  );
  return screen.getByRole('region', { name: '首页轮播' });
}

/** The slide on screen: the only one in the accessibility tree. */
function shownSlide(carousel: HTMLElement) {
  return within(carousel).getByRole('img').getAttribute('alt');
}

function currentIndicator(carousel: HTMLElement) {
  const buttons = within(carousel).getAllByRole('button');
  return buttons
    .find((button) => button.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
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
});

describe('Carousel', () => {
  it('advances every interval, wraps, and the indicators follow', () => {
    const carousel = renderCarousel();
    expect(shownSlide(carousel)).toBe('惠企政策 一站直达');
    expect(currentIndicator(carousel)).toBe('第 1 张');

    advance(5000);
    expect(shownSlide(carousel)).toBe('知识产权 全程护航');
    expect(currentIndicator(carousel)).toBe('第 2 张');

    advance(5000);
    expect(shownSlide(carousel)).toBe('惠企服务 精准对接');
    advance(5000);
    expect(shownSlide(carousel)).toBe('惠企政策 一站直达');
    expect(currentIndicator(carousel)).toBe('第 1 张');
  });

  it('shows the slide whose indicator is clicked and restarts its interval', () => {
    const carousel = renderCarousel();
    advance(4000);
    fireEvent.click(within(carousel).getByRole('button', { name: '第 3 张' }));
    expect(shownSlide(carousel)).toBe('惠企服务 精准对接');
    expect(currentIndicator(carousel)).toBe('第 3 张');
    advance(4000);
    expect(shownSlide(carousel)).toBe('惠企服务 精准对接');
    advance(1000);
    expect(shownSlide(carousel)).toBe('惠企政策 一站直达');
  });

  it('stays on a slide while hovered', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(shownSlide(carousel)).toBe('惠企政策 一站直达');
    fireEvent.mouseLeave(carousel);
    advance(5000);
    expect(shownSlide(carousel)).toBe('知识产权 全程护航');
  });

  it('loads the first image eagerly and the others lazily', () => {
    const carousel = renderCarousel();
    const images = carousel.querySelectorAll('img');
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    expect(images[0]!.getAttribute('width')).toBe('1920');
    expect(images[0]!.getAttribute('height')).toBe('400');
  });

  it('shows the fallback when there are no slides', () => {
    render(
      <Carousel
        slides={[]}
        label="首页轮播"
        height={400}
        imageWidth={1920}
        imageHeight={400}
        intervalMs={5000}
        fallback={<p>企业服务门户</p>}
      />,
    );
    screen.getByText('企业服务门户');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
