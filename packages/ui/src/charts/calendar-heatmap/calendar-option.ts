// Counts per day on a calendar (weeks as columns, weekdays as rows): e.g. renewals falling due
// in the next 90 days, so the busy days stand out at a glance.
import type { EChartsCoreOption } from 'echarts/core';
import { portalDarkPalette } from '../../theme/palette';
import { dataScreenChartFont } from '../echarts/chart-theme';
import { formatNumber, withUnit } from '../echarts/format';

export interface CalendarDay {
  /** YYYY-MM-DD */
  date: string;
  count: number;
}

export interface CalendarHeatmapOptions {
  /** Every day to show, first to last; days without a count are left out of the range. */
  days: readonly CalendarDay[];
  unit?: string;
}

/** Colour steps from quiet to busy; the thresholds follow the busiest day. */
const STEP_COLORS = [
  'rgba(47, 140, 255, 0.12)',
  '#1d5fb8',
  '#2f8cff',
  '#27d3ff',
  '#ffc53d',
] as const;

/** Four ranges above zero that split 1..max as evenly as whole numbers allow. */
export interface CalendarPiece {
  min: number;
  max: number;
  color: string;
  label: string;
}

export function calendarPieces(max: number): CalendarPiece[] {
  const pieces: CalendarPiece[] = [{ min: 0, max: 0, color: STEP_COLORS[0], label: '0' }];
  if (max <= 0) return pieces;
  const steps = Math.min(4, max);
  let from = 1;
  for (let i = 1; i <= steps; i += 1) {
    const to = i === steps ? max : Math.max(from, Math.round((max * i) / steps));
    pieces.push({
      min: from,
      max: to,
      color: STEP_COLORS[i] ?? STEP_COLORS[4],
      label: from === to ? `${from}` : `${from}-${to}`,
    });
    from = to + 1;
    if (from > max) break;
  }
  return pieces;
}

export function calendarOption({ days, unit }: CalendarHeatmapOptions): EChartsCoreOption {
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  const max = days.reduce((m, day) => Math.max(m, day.count), 0);
  return {
    tooltip: {
      trigger: 'item',
      formatter: ({ value }: { value: [string, number] }) =>
        `${value[0]}<br/>${withUnit(formatNumber(value[1]), unit)}`,
    },
    visualMap: {
      type: 'piecewise',
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemWidth: 14,
      itemHeight: 14,
      textStyle: { color: portalDarkPalette.textSecondary, fontSize: dataScreenChartFont.legend },
      pieces: calendarPieces(max),
    },
    calendar: {
      range: first && last ? [first, last] : undefined,
      orient: 'horizontal',
      left: 44,
      right: 16,
      top: 28,
      bottom: 44,
      cellSize: ['auto', 'auto'],
      dayLabel: { firstDay: 1, nameMap: 'ZH' },
      monthLabel: { nameMap: 'ZH' },
      itemStyle: { borderWidth: 2, borderColor: portalDarkPalette.background },
    },
    series: [
      {
        id: 'days',
        type: 'heatmap',
        coordinateSystem: 'calendar',
        data: days.map((day) => [day.date, day.count]),
      },
    ],
  };
}
