import { describe, expect, it } from 'vitest';
import { fitStage } from './stage-size';

describe('fitStage', () => {
  it('fills a 1920×1080 window exactly', () => {
    expect(fitStage(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
  });

  it('shrinks to 1366×768 keeping 16:9 (that window is a hair wider than 16:9)', () => {
    const fit = fitStage(1366, 768);
    expect(fit.scale).toBeCloseTo(768 / 1080);
    expect(fit.top).toBe(0);
    expect(fit.left).toBeCloseTo(1 / 3);
    expect(1920 * fit.scale).toBeLessThanOrEqual(1366);
  });

  it('letterboxes top and bottom on a window taller than 16:9', () => {
    const fit = fitStage(1280, 1024);
    expect(fit.scale).toBeCloseTo(1280 / 1920);
    expect(fit.left).toBe(0);
    expect(1080 * fit.scale + 2 * fit.top).toBeCloseTo(1024);
  });

  it('is limited by the height on a wide window and centred sideways', () => {
    const fit = fitStage(3440, 1440);
    expect(fit.scale).toBeCloseTo(1440 / 1080);
    expect(fit.top).toBe(0);
    expect(1920 * fit.scale + 2 * fit.left).toBeCloseTo(3440);
  });
});
