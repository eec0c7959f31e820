// The option of a bar or line chart over categories (months, districts, services): one value axis,
// or two when a series is measured in another unit (money on the left, companies on the right).
import type { EChartsCoreOption } from 'echarts/core';
import { dataScreenChartFont } from './chart-theme';
import { formatNumber, withUnit } from './format';

export interface CartesianSeries {
  /** Shown in the legend and tooltip; also the series' identity across updates. */
  name: string;
  data: readonly number[];
  /** The chart's own kind when absent (bars in a BarChart, lines in a LineChart). */
  type?: 'bar' | 'line';
  /** Series with the same stack name pile up. */
  stack?: string;
  /** Measured on the second value axis (the right one, or the top one when horizontal). */
  secondaryAxis?: boolean;
  /** Lines only: fills the area under the line. */
  area?: boolean;
  color?: string;
}

export interface CartesianChartOptions {
  categories: readonly string[];
  series: readonly CartesianSeries[];
  /** Unit of the (first) value axis, e.g. 件 or 万元. */
  unit?: string;
  /** Unit of the second value axis. */
  secondaryUnit?: string;
  /** Decimals in tooltips and value labels. */
  decimals?: number;
  /** Decimals of the series on the second axis (counts beside money: 0). */
  secondaryDecimals?: number;
  /** Bars grow to the right and categories run top to bottom (rankings). */
  horizontal?: boolean;
  /** Prints each value at the end of its bar or on its point. */
  showValues?: boolean;
  /** Slants the category names under vertical bars, so many longer names fit side by side. */
  slantLabels?: boolean;
}

/** Longest category label on a horizontal chart before it is cut with an ellipsis. */
const HORIZONTAL_LABEL_WIDTH = 168;

export function cartesianOption(
  {
    categories,
    series,
    unit,
    secondaryUnit,
    decimals = 0,
    secondaryDecimals = 0,
    horizontal = false,
    showValues = false,
    slantLabels = false,
  }: CartesianChartOptions,
  defaultType: 'bar' | 'line',
): EChartsCoreOption {
  const hasSecondary = series.some((s) => s.secondaryAxis);
  const format = (value: unknown, axisUnit: string | undefined, axisDecimals: number) =>
    typeof value === 'number' ? withUnit(formatNumber(value, axisDecimals), axisUnit) : '-';

  const categoryAxis = {
    type: 'category',
    data: [...categories],
    boundaryGap: series.some((s) => (s.type ?? defaultType) === 'bar'),
    inverse: horizontal,
    // Every category named: a ranking row or a district without its name means nothing.
    axisLabel: horizontal
      ? {
          interval: 0,
          width: HORIZONTAL_LABEL_WIDTH,
          overflow: 'truncate',
          fontSize: dataScreenChartFont.axis,
        }
      : {
          interval: 0,
          rotate: slantLabels ? 30 : 0,
          fontSize: dataScreenChartFont.axis,
        },
  };
  // A ranking that prints its values at the bars' ends needs no value axis: its labels and unit
  // only took the height that ten rows need to stay apart (the tooltip still gives the unit).
  const bareValueAxis = horizontal && showValues;
  const valueAxis = (axisUnit: string | undefined, axisDecimals: number, secondary: boolean) => ({
    type: 'value',
    name: bareValueAxis ? undefined : axisUnit,
    minInterval: axisDecimals === 0 ? 1 : undefined,
    splitLine: secondary || bareValueAxis ? { show: false } : undefined,
    axisLabel: bareValueAxis
      ? { show: false }
      : { formatter: (value: number) => formatNumber(value, 0) },
  });
  const valueAxes = hasSecondary
    ? [valueAxis(unit, decimals, false), valueAxis(secondaryUnit, secondaryDecimals, true)]
    : [valueAxis(unit, decimals, false)];

  return {
    animationDurationUpdate: 600,
    grid: {
      left: 8,
      right: showValues && horizontal ? 56 : 16,
      top: series.length > 1 ? 44 : unit && !horizontal ? 36 : bareValueAxis ? 4 : 16,
      bottom: bareValueAxis ? 0 : 8,
      // Axis labels and names inside the rectangle above (ECharts 6's form of containLabel).
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    // Centred over the plot: the axis names (units) sit at the top of the left and right axes,
    // and a legend in the corner stacked the right one under it ("获扶持企业" over "家").
    legend: {
      show: series.length > 1,
      top: 0,
      left: 'center',
      itemWidth: 14,
      itemHeight: 10,
    },
    tooltip: { trigger: 'axis', axisPointer: { type: defaultType === 'bar' ? 'shadow' : 'line' } },
    xAxis: horizontal ? valueAxes : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxes,
    series: series.map((s) => {
      const type = s.type ?? defaultType;
      const axisUnit = s.secondaryAxis ? secondaryUnit : unit;
      const axisDecimals = s.secondaryAxis ? secondaryDecimals : decimals;
      const axisIndex = s.secondaryAxis ? 1 : 0;
      return {
        id: s.name,
        name: s.name,
        type,
        data: [...s.data],
        stack: s.stack,
        color: s.color,
        [horizontal ? 'xAxisIndex' : 'yAxisIndex']: axisIndex,
        tooltip: { valueFormatter: (value: unknown) => format(value, axisUnit, axisDecimals) },
        label: {
          show: showValues,
          position: type === 'bar' ? (horizontal ? 'right' : 'top') : 'top',
          fontSize: dataScreenChartFont.label,
          color: 'inherit',
          formatter: ({ value }: { value: unknown }) => format(value, undefined, axisDecimals),
        },
        ...(type === 'bar'
          ? {
              barMaxWidth: horizontal ? 18 : 22,
              // Rounded ends only on free-standing bars: inside a stack they would notch every joint.
              itemStyle: { borderRadius: s.stack ? 0 : horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0] },
            }
          : {
              smooth: true,
              symbol: 'circle',
              symbolSize: 7,
              lineStyle: { width: 3 },
              areaStyle: s.area ? { opacity: 0.18 } : undefined,
            }),
      };
    }),
  };
}
