// ECharts assembled from `echarts/core`: the chart types, components and renderer every page of
// the data screen draws are registered here; a chart only one page uses (funnel, calendar)
// registers its own extra parts in its module, so they load with that page.
//
// SVG, not canvas: the data screen scales its 1920×1080 stage with a CSS transform to fit any
// wall display, and vector output stays sharp at every scale (a canvas would be resampled and
// blur when scaled up). The few hundred shapes per chart are well within SVG's comfort, and the
// charts also draw where no canvas exists (DOM emulators in tests, server-side snapshots).
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerEChartsParts } from 'echarts/core';
import type { EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { dataScreenChartTheme } from './chart-theme';

registerEChartsParts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  SVGRenderer,
]);

/** A chart in the data screen's dark theme, Chinese labels, drawn as SVG into `dom`. */
export function createChart(dom: HTMLElement): EChartsType {
  return init(dom, dataScreenChartTheme, { renderer: 'svg', locale: 'ZH' });
}

export type { EChartsType };
