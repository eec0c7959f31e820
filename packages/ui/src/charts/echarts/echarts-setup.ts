// The one place ECharts is assembled: only the chart types, components and renderer the data
// screen draws, from `echarts/core`, so a bundle carries these and nothing else of ECharts.
//
// SVG, not canvas: the data screen scales its 1920×1080 stage with a CSS transform to fit any
// wall display, and vector output stays sharp at every scale (a canvas would be resampled and
// blur when scaled up). The few hundred shapes per chart are well within SVG's comfort, and the
// charts also draw where no canvas exists (DOM emulators in tests, server-side snapshots).
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  CalendarComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import type { EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { dataScreenChartTheme } from './chart-theme';

use([
  BarChart,
  LineChart,
  PieChart,
  FunnelChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  CalendarComponent,
  VisualMapPiecewiseComponent,
  SVGRenderer,
]);

/** A chart in the data screen's dark theme, Chinese labels, drawn as SVG into `dom`. */
export function createChart(dom: HTMLElement): EChartsType {
  return init(dom, dataScreenChartTheme, { renderer: 'svg', locale: 'ZH' });
}

export type { EChartsType };
