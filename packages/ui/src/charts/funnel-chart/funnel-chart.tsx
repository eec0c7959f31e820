import { FunnelChart as EChartsFunnel } from 'echarts/charts';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../echarts/echart';
import { funnelOption, type FunnelChartOptions } from './funnel-option';

// Registered with the component, so only pages that draw a funnel carry it.
registerEChartsParts([EChartsFunnel]);

export interface FunnelChartProps extends FunnelChartOptions {
  /** What the chart shows, for screen readers. */
  label: string;
  /** CSS height; the default fills the parent. */
  height?: number | string;
}

/** A funnel of stages in their given order, each labelled with its count and share of the first. */
export function FunnelChart({ label, height, stages, unit }: FunnelChartProps) {
  const option = useMemo(() => funnelOption({ stages, unit }), [stages, unit]);
  return <EChart option={option} label={label} height={height} />;
}
