import { useMemo } from 'react';
import { cartesianOption, type CartesianChartOptions } from '../echarts/cartesian-option';
import { EChart } from '../echarts/echart';

export interface LineChartProps extends Omit<CartesianChartOptions, 'horizontal'> {
  /** What the chart shows, for screen readers. */
  label: string;
  /** CSS height; the default fills the parent. */
  height?: number | string;
}

/** Smooth lines over categories, usually months: trends by level, submitted against done. */
export function LineChart({
  label,
  height,
  categories,
  series,
  unit,
  secondaryUnit,
  decimals,
  secondaryDecimals,
  showValues,
  slantLabels,
}: LineChartProps) {
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
          showValues,
          slantLabels,
        },
        'line',
      ),
    [categories, series, unit, secondaryUnit, decimals, secondaryDecimals, showValues, slantLabels],
  );
  return <EChart option={option} label={label} height={height} />;
}
