import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { createChart, type EChartsType } from './echarts-setup';

export interface EChartProps {
  /** The chart's option; a new object is applied with setOption, the same object is ignored. */
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the drawing is an image to them). */
  label: string;
  /** CSS height; the default fills the parent, which must then have a height. */
  height?: number | string;
  className?: string;
}

/**
 * One ECharts instance for the component's whole life. A new option updates it in place
 * (setOption), so a refresh neither flickers nor drops the tooltip under the pointer; series are
 * replaced by id, so a series that disappears from the data also leaves the chart. The chart
 * follows its container's size (ResizeObserver), e.g. when the window or a panel resizes.
 */
export function EChart({ option, label, height = '100%', className }: EChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const chart = createChart(container);
    chartRef.current = chart;

    // Several size changes in one frame (a window drag) cost one resize.
    let frame = 0;
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            cancelAnimationFrame(frame);
            frame = requestAnimationFrame(() => chart.resize());
          })
        : null;
    observer?.observe(container);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  // Declared after the instance's effect, so it runs after it on mount (and after a remount).
  useEffect(() => {
    chartRef.current?.setOption(option, { replaceMerge: ['series'] });
  }, [option]);

  return (
    <div
      ref={containerRef}
      className={className}
      role="img"
      aria-label={label}
      style={{ width: '100%', height }}
    />
  );
}
