// Stages a case passes (submitted → accepted → processing → done): each stage's count and the
// share of the first stage that reached it, in the order given (not sorted by size).
import type { EChartsCoreOption } from 'echarts/core';
import { portalDarkPalette } from '../../theme/palette';
import { dataScreenChartFont } from '../echarts/chart-theme';
import { formatNumber, withUnit } from '../echarts/format';

export interface FunnelStage {
  name: string;
  value: number;
}

export interface FunnelChartOptions {
  stages: readonly FunnelStage[];
  unit?: string;
}

/** Percent of `base`, one decimal; 0 when the base is 0. */
export function shareOf(value: number, base: number): number {
  return base > 0 ? Math.round((value / base) * 1000) / 10 : 0;
}

export function funnelOption({ stages, unit }: FunnelChartOptions): EChartsCoreOption {
  const first = stages[0]?.value ?? 0;
  const max = Math.max(first, ...stages.map((stage) => stage.value), 0);
  return {
    animationDurationUpdate: 600,
    tooltip: {
      trigger: 'item',
      valueFormatter: (value: unknown) =>
        typeof value === 'number'
          ? `${withUnit(formatNumber(value), unit)}（${shareOf(value, first)}%）`
          : '-',
    },
    series: [
      {
        id: 'stages',
        type: 'funnel',
        sort: 'none',
        left: '8%',
        right: '8%',
        top: 8,
        bottom: 8,
        min: 0,
        // Widths relative to the largest stage; an empty funnel still draws its outline.
        max: max > 0 ? max : 1,
        minSize: '18%',
        gap: 4,
        label: {
          show: true,
          position: 'inside',
          fontSize: dataScreenChartFont.label + 2,
          color: '#fff',
          formatter: ({ name, value }: { name: string; value: number }) =>
            `${name}  ${formatNumber(value)}  ${shareOf(value, first)}%`,
        },
        itemStyle: { borderColor: portalDarkPalette.background, borderWidth: 1 },
        emphasis: { label: { fontWeight: 'bold' } },
        data: stages.map((stage) => ({ name: stage.name, value: stage.value })),
      },
    ],
  };
}
