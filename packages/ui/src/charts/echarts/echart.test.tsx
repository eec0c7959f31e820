import { render } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EChart } from './echart';

const barOption = (months: string[], values: number[]): EChartsCoreOption => ({
  animation: false,
  xAxis: { type: 'category', data: months },
  yAxis: { type: 'value' },
  series: [{ id: 'money', type: 'bar', data: values }],
});

const texts = (element: Element) =>
  [...element.querySelectorAll('text')].map((text) => text.textContent);

describe('EChart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the option as SVG inside an image named by its label', () => {
    const { getByRole } = render(
      <EChart option={barOption(['一月', '二月'], [3, 5])} label="扶持资金" height={300} />,
    );
    const chart = getByRole('img', { name: '扶持资金' });
    expect(chart.querySelectorAll('svg path').length).toBeGreaterThan(0);
    expect(texts(chart)).toContain('一月');
  });

  it('updates the same instance in place when the option changes (no re-creation, no flicker)', () => {
    const { getByRole, rerender } = render(
      <EChart option={barOption(['一月', '二月'], [3, 5])} label="扶持资金" height={300} />,
    );
    const chart = getByRole('img', { name: '扶持资金' });
    const instance = getInstanceByDom(chart);
    expect(instance).toBeDefined();
    const setOption = vi.spyOn(instance!, 'setOption');

    rerender(<EChart option={barOption(['三月', '四月'], [8, 2])} label="扶持资金" height={300} />);

    expect(getInstanceByDom(chart)).toBe(instance);
    expect(instance!.isDisposed()).toBeFalsy();
    expect(setOption).toHaveBeenCalledTimes(1);
    expect(texts(chart)).toContain('三月');
    expect(texts(chart)).not.toContain('一月');
  });

  it('leaves the chart alone when it re-renders with the same option', () => {
    const option = barOption(['一月'], [1]);
    const { getByRole, rerender } = render(<EChart option={option} label="图" height={300} />);
    const instance = getInstanceByDom(getByRole('img', { name: '图' }))!;
    const setOption = vi.spyOn(instance, 'setOption');
    rerender(<EChart option={option} label="图" height={300} />);
    expect(setOption).not.toHaveBeenCalled();
  });

  it('resizes when its container changes size, once per frame', () => {
    let notify: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });

    const { getByRole } = render(
      <EChart option={barOption(['一月'], [1])} label="图" height={300} />,
    );
    const resize = vi.spyOn(getInstanceByDom(getByRole('img', { name: '图' }))!, 'resize');
    notify();
    notify();
    for (const frame of frames) frame(0);
    expect(resize).toHaveBeenCalledTimes(1);
  });

  it('disposes of the instance when it goes', () => {
    const { getByRole, unmount } = render(
      <EChart option={barOption(['一月'], [1])} label="图" height={300} />,
    );
    const instance = getInstanceByDom(getByRole('img', { name: '图' }))!;
    unmount();
    expect(instance.isDisposed()).toBe(true);
  });
});
