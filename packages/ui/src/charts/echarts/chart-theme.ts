// The data screen's chart look: the dark palette of the portal theme, text sized to be read from
// across a room (the stage is 1920×1080 and usually shown on a wall), quiet axes and grid lines
// so the data carries the colour.
import { portalDarkPalette, portalFontFamily } from '../../theme/palette';

/** Series colours, in order: brand blue, cyan, then warm and contrasting hues for more series. */
export const dataScreenSeriesColors = [
  portalDarkPalette.primary,
  portalDarkPalette.accent,
  '#36cfc9',
  '#ffc53d',
  '#ff7a45',
  '#9b7cff',
  '#73d13d',
  '#f759ab',
] as const;

/** Type sizes of the 1920×1080 stage, in its own pixels. */
export const dataScreenChartFont = {
  axis: 14,
  legend: 14,
  label: 14,
  tooltip: 15,
  /** The figure in the middle of a ring. */
  centerValue: 30,
} as const;

const axisLineColor = 'rgba(120, 170, 255, 0.35)';
const splitLineColor = 'rgba(120, 170, 255, 0.12)';

const axis = {
  axisLine: { lineStyle: { color: axisLineColor } },
  axisTick: { show: false },
  axisLabel: { color: portalDarkPalette.textSecondary, fontSize: dataScreenChartFont.axis },
  splitLine: { lineStyle: { color: splitLineColor, type: 'dashed' } },
  nameTextStyle: { color: portalDarkPalette.textSecondary, fontSize: dataScreenChartFont.axis },
};

/** An ECharts theme object (passed to `init`, so nothing global is registered). */
export const dataScreenChartTheme = {
  color: [...dataScreenSeriesColors],
  backgroundColor: 'transparent',
  textStyle: { fontFamily: portalFontFamily, color: portalDarkPalette.text },
  title: {
    textStyle: { color: portalDarkPalette.text },
    subtextStyle: { color: portalDarkPalette.textSecondary },
  },
  legend: {
    textStyle: { color: portalDarkPalette.textSecondary, fontSize: dataScreenChartFont.legend },
    inactiveColor: 'rgba(255, 255, 255, 0.25)',
  },
  tooltip: {
    backgroundColor: 'rgba(6, 22, 58, 0.94)',
    borderColor: portalDarkPalette.border,
    textStyle: { color: portalDarkPalette.text, fontSize: dataScreenChartFont.tooltip },
    axisPointer: {
      lineStyle: { color: axisLineColor },
      shadowStyle: { color: 'rgba(47, 140, 255, 0.08)' },
    },
  },
  categoryAxis: { ...axis, splitLine: { show: false } },
  valueAxis: axis,
  calendar: {
    itemStyle: { color: 'transparent', borderColor: portalDarkPalette.border },
    splitLine: { lineStyle: { color: axisLineColor } },
    dayLabel: { color: portalDarkPalette.textSecondary, fontSize: dataScreenChartFont.axis },
    monthLabel: { color: portalDarkPalette.textSecondary, fontSize: dataScreenChartFont.axis },
    yearLabel: { show: false },
  },
};
