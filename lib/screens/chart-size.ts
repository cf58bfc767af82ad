// The height of a chart (a list's, the home page's), apart from the chart's data (chart.ts) so that
// a list page that only reserves the chart's room does not load the rest.

/** Height of a chart in px (also its placeholder's while it loads). */
export const CHART_HEIGHT_PX = 280;
