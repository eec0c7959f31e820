// Shares of a whole (industries, appeal statuses, IP kinds) as a pie or a ring with the total in
// its middle; the legend beside it lists every slice with its value.
import type { EChartsCoreOption } from 'echarts/core';
import { portalDarkPalette } from '../../theme/palette';
import { dataScreenChartFont } from '../echarts/chart-theme';
import { formatNumber, withUnit } from '../echarts/format';

export interface PieSlice {
  name: string;
  value: number;
  color?: string;
}

export interface PieChartOptions {
  data: readonly PieSlice[];
  /** Draws a ring with the total (or `centerValue`) and `centerLabel` in the hole. */
  ring?: boolean;
  /** Under the figure in the ring's hole, e.g. 诉求总数. */
  centerLabel?: string;
  /** The figure in the hole; the sum of the slices when absent. */
  centerValue?: string;
  unit?: string;
  decimals?: number;
  /** Where the legend goes: beside the chart (default) or under it. */
  legend?: 'right' | 'bottom';
}

export function pieOption({
  data,
  ring = false,
  centerLabel,
  centerValue,
  unit,
  decimals = 0,
  legend = 'right',
}: PieChartOptions): EChartsCoreOption {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  const center = legend === 'right' ? ['32%', '50%'] : ['50%', '42%'];
  const valueOf = new Map(data.map((slice) => [slice.name, slice.value]));
  const share = (value: number) => (total > 0 ? Math.round((value / total) * 1000) / 10 : 0);

  return {
    animationDurationUpdate: 600,
    tooltip: {
      trigger: 'item',
      valueFormatter: (value: unknown) =>
        typeof value === 'number'
          ? `${withUnit(formatNumber(value, decimals), unit)}（${share(value)}%）`
          : '-',
    },
    legend: {
      type: 'plain',
      orient: legend === 'right' ? 'vertical' : 'horizontal',
      ...(legend === 'right' ? { right: 8, top: 'middle' } : { bottom: 0, left: 'center' }),
      itemWidth: 12,
      itemHeight: 12,
      itemGap: 12,
      formatter: (name: string) => `${name}  ${formatNumber(valueOf.get(name) ?? 0, decimals)}`,
    },
    title: ring
      ? {
          text: centerValue ?? formatNumber(total, decimals),
          subtext: centerLabel,
          left: center[0],
          top: center[1],
          textAlign: 'center',
          textVerticalAlign: 'middle',
          itemGap: 6,
          textStyle: {
            fontSize: dataScreenChartFont.centerValue,
            fontWeight: 'bold',
            color: portalDarkPalette.accent,
          },
          subtextStyle: { fontSize: dataScreenChartFont.label },
        }
      : undefined,
    series: [
      {
        id: 'shares',
        type: 'pie',
        center,
        radius: ring ? ['58%', '78%'] : [0, '76%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: portalDarkPalette.background, borderWidth: 2 },
        emphasis: { scale: true, scaleSize: 6 },
        data: data.map((slice) => ({
          name: slice.name,
          value: slice.value,
          itemStyle: slice.color ? { color: slice.color } : undefined,
        })),
      },
    ],
  };
}
