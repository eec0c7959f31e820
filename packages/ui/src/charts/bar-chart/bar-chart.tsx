import { useMemo } from 'react';
import { cartesianOption, type CartesianChartOptions } from '../echarts/cartesian-option';
import { EChart } from '../echarts/echart';

export interface BarChartProps extends CartesianChartOptions {
  /** What the chart shows, for screen readers. */
  label: string;
  /** CSS height; the default fills the parent. */
  height?: number | string;
}

/**
 * Bars over categories: monthly figures, a ranking (`horizontal`), stacks by kind. A series with
 * `type: 'line'` draws as a line over the bars (e.g. a count beside an amount).
 */
export function BarChart({
  label,
  height,
  categories,
  series,
  unit,
  secondaryUnit,
  decimals,
  secondaryDecimals,
  horizontal,
  showValues,
  slantLabels,
}: BarChartProps) {
  const option = useMemo(
    () =>
      cartesianOption(
        {
          categories,
          series,
          unit,
          secondaryUnit,
          decimals,
          secondaryDecimals,
          horizontal,
          showValues,
          slantLabels,
        },
        'bar',
      ),
    [
      categories,
      series,
      unit,
      secondaryUnit,
      decimals,
      secondaryDecimals,
      horizontal,
      showValues,
      slantLabels,
    ],
  );
  return <EChart option={option} label={label} height={height} />;
}
