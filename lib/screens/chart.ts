// The chart a declared list draws above its grid (ScreenDecl.chart), as data (pure): the rows the
// grid shows become points along x, in ascending order of x, one series per figure (and per value
// of the split field). Rows with the same x and split value add up. The component
// (components/list-screen/ListChart.tsx) only draws it.
import type { ChartDecl, FieldDecl, ScreenDecl } from './types';

/** Field types a series may have: figures. */
export const CHART_SERIES_TYPES: readonly FieldDecl['type'][] = ['integer', 'decimal', 'money'];

export interface ChartSeries {
  field: string;
  /** The split field's value of this series (null without a split). */
  group: string | null;
  /** One value per x; null where no row has one. */
  data: (number | null)[];
}

export interface ChartData {
  /** The distinct x values of the rows, ascending. */
  x: unknown[];
  series: ChartSeries[];
}

type Row = Record<string, unknown>;

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** A figure of a row: numbers, and numeric text as the backend may send decimals. */
function figure(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** Numbers by value, anything else (ISO dates and times, labels) as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

const keyOf = (value: unknown) => `${typeof value}:${String(value)}`;

export function chartData(chart: ChartDecl, rows: readonly Row[]): ChartData {
  const xs = new Map<string, unknown>();
  const groups = new Map<string, string | null>();
  for (const row of rows) {
    if (isBlank(row[chart.x])) continue;
    xs.set(keyOf(row[chart.x]), row[chart.x]);
    const group = chart.split ? String(row[chart.split] ?? '') : null;
    groups.set(String(group), group);
  }
  const x = [...xs.values()].sort(compare);
  const position = new Map(x.map((value, i) => [keyOf(value), i]));
  const groupList = [...groups.values()].sort((a, b) => compare(a ?? '', b ?? ''));
  const series: ChartSeries[] = chart.series.flatMap((field) => groupList.map((group) => ({ field, group, data: x.map((): number | null => null) })));
  const seriesOf = new Map(series.map((s) => [`${s.field}\u0000${String(s.group)}`, s]));
  for (const row of rows) {
    const at = position.get(keyOf(row[chart.x]));
    if (at === undefined) continue;
    const group = chart.split ? String(row[chart.split] ?? '') : null;
    for (const field of chart.series) {
      const value = figure(row[field]);
      if (value === null) continue;
      const target = seriesOf.get(`${field}\u0000${String(group)}`)!;
      target.data[at] = (target.data[at] ?? 0) + value;
    }
  }
  return { x, series };
}

/** Mistakes in a screen's chart declaration (registry test): unknown fields, series that are not figures. */
export function chartProblems(screen: ScreenDecl): string[] {
  const chart = screen.chart;
  if (!chart) return [];
  const field = (name: string) => screen.fields.find((f) => f.name === name);
  const problems: string[] = [];
  for (const name of [chart.x, ...(chart.split ? [chart.split] : [])]) {
    if (!field(name)) problems.push(`${screen.path}: chart field ${name} is not declared`);
  }
  if (chart.series.length === 0) problems.push(`${screen.path}: the chart has no series`);
  for (const name of chart.series) {
    const type = field(name)?.type;
    if (!type || !CHART_SERIES_TYPES.includes(type)) problems.push(`${screen.path}: chart series ${name} is not a declared figure`);
  }
  const money = chart.series.filter((name) => field(name)?.type === 'money');
  if (money.length > 0 && money.length < chart.series.length) problems.push(`${screen.path}: the chart mixes amounts with other figures on one axis`);
  return problems;
}

/** Whether the chart's figures are amounts (fen), shown as the currency shows them. */
export const chartIsMoney = (screen: ScreenDecl, chart: ChartDecl) =>
  chart.series.every((name) => screen.fields.find((f) => f.name === name)?.type === 'money');
