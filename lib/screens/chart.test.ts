import { chartData, chartIsMoney, chartProblems } from './chart';
import { SCREENS } from './registry';
import type { ScreenDecl } from './types';

const flow: ScreenDecl = {
  path: '/Flow', directory: 'data', menuId: 9999, entity: 'flow', buttons: {},
  fields: [
    { name: 'lotName', type: 'text' },
    { name: 'hourAt', type: 'datetime' },
    { name: 'temporary', type: 'integer' },
    { name: 'others', type: 'integer' },
    { name: 'rate', type: 'decimal' },
    { name: 'paid', type: 'money' },
  ],
  chart: { type: 'bar', x: 'hourAt', series: ['temporary', 'others'], stacked: true },
};

describe('chartData', () => {
  it('puts the rows in ascending order of x and adds up the rows of one x', () => {
    const rows = [
      { hourAt: '2026-11-25T02:00:00.000Z', lotName: 'North', temporary: 3, others: 1 },
      { hourAt: '2026-11-25T01:00:00.000Z', lotName: 'North', temporary: 2, others: 0 },
      { hourAt: '2026-11-25T02:00:00.000Z', lotName: 'South', temporary: 4, others: 2 },
    ];
    expect(chartData(flow.chart!, rows)).toEqual({
      x: ['2026-11-25T01:00:00.000Z', '2026-11-25T02:00:00.000Z'],
      series: [
        { field: 'temporary', group: null, data: [2, 7] },
        { field: 'others', group: null, data: [0, 3] },
      ],
    });
  });

  it('gives each value of the split field series of its own, with gaps where it has no row', () => {
    const rows = [
      { day: '2026-11-24', lotName: 'South', rate: '12.50' },
      { day: '2026-11-23', lotName: 'North', rate: 40 },
      { day: '2026-11-24', lotName: 'North', rate: 37.5 },
    ];
    expect(chartData({ type: 'line', x: 'day', series: ['rate'], split: 'lotName' }, rows)).toEqual({
      x: ['2026-11-23', '2026-11-24'],
      series: [
        { field: 'rate', group: 'North', data: [40, 37.5] },
        { field: 'rate', group: 'South', data: [null, 12.5] },
      ],
    });
  });

  it('orders numbers by value, and leaves out rows without x and values that are not figures', () => {
    const rows = [{ n: 10, v: 1 }, { n: 9, v: 'x' }, { n: null, v: 5 }, { n: 2, v: null }];
    expect(chartData({ type: 'line', x: 'n', series: ['v'] }, rows)).toEqual({
      x: [2, 9, 10],
      series: [{ field: 'v', group: null, data: [null, null, 1] }],
    });
  });

  it('draws nothing from no rows', () => {
    expect(chartData(flow.chart!, [])).toEqual({ x: [], series: [] });
  });
});

describe('chartProblems', () => {
  it('accepts a chart of declared figures', () => {
    expect(chartProblems(flow)).toEqual([]);
    expect(chartIsMoney(flow, flow.chart!)).toBe(false);
    expect(chartIsMoney(flow, { type: 'bar', x: 'hourAt', series: ['paid'] })).toBe(true);
  });

  it('names unknown fields, series that are not figures, and amounts mixed with counts', () => {
    expect(chartProblems({ ...flow, chart: { type: 'line', x: 'nope', series: ['lotName', 'missing'], split: 'gone' } })).toEqual([
      '/Flow: chart field nope is not declared',
      '/Flow: chart field gone is not declared',
      '/Flow: chart series lotName is not a declared figure',
      '/Flow: chart series missing is not a declared figure',
    ]);
    expect(chartProblems({ ...flow, chart: { type: 'bar', x: 'hourAt', series: [] } })).toEqual(['/Flow: the chart has no series']);
    expect(chartProblems({ ...flow, chart: { type: 'bar', x: 'hourAt', series: ['paid', 'others'] } }))
      .toEqual(['/Flow: the chart mixes amounts with other figures on one axis']);
  });

  it('finds no problem in any declared screen', () => {
    expect(SCREENS.flatMap(chartProblems)).toEqual([]);
  });
});
