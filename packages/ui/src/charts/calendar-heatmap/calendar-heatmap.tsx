import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, VisualMapPiecewiseComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../echarts/echart';
import { calendarOption, type CalendarHeatmapOptions } from './calendar-option';

// Registered with the component, so only pages that draw a calendar carry these parts.
registerEChartsParts([HeatmapChart, CalendarComponent, VisualMapPiecewiseComponent]);

export interface CalendarHeatmapProps extends CalendarHeatmapOptions {
  /** What the chart shows, for screen readers. */
  label: string;
  /** CSS height; the default fills the parent. */
  height?: number | string;
}

/** A calendar coloured by each day's count, busiest days brightest. */
export function CalendarHeatmap({ label, height, days, unit }: CalendarHeatmapProps) {
  const option = useMemo(() => calendarOption({ days, unit }), [days, unit]);
  return <EChart option={option} label={label} height={height} />;
}
