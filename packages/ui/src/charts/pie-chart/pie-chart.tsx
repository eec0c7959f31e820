import { useMemo } from 'react';
import { EChart } from '../echarts/echart';
import { pieOption, type PieChartOptions } from './pie-option';

export interface PieChartProps extends PieChartOptions {
  /** What the chart shows, for screen readers. */
  label: string;
  /** CSS height; the default fills the parent. */
  height?: number | string;
}

/** Shares of a whole as a pie; `ring` makes it a ring with the total in the middle. */
export function PieChart({
  label,
  height,
  data,
  ring,
  centerLabel,
  centerValue,
  unit,
  decimals,
  legend,
}: PieChartProps) {
  const option = useMemo(
    () => pieOption({ data, ring, centerLabel, centerValue, unit, decimals, legend }),
    [data, ring, centerLabel, centerValue, unit, decimals, legend],
  );
  return <EChart option={option} label={label} height={height} />;
}

export type RingChartProps = Omit<PieChartProps, 'ring'>;

/** A pie with a hole showing the total (or `centerValue`) above `centerLabel`. */
export function RingChart(props: RingChartProps) {
  return <PieChart {...props} ring />;
}
