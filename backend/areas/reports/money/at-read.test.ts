import { withChangeRate, withMoneyRates, withShare } from './at-read';

describe('rates computed when money report rows are read', () => {
  it('gives the money rates as percents with two decimals, none over nothing', () => {
    const rows = [
      { receivable: 3000, receivedAgainstReceivable: 2999, arrearsMadeOwed: 0, arrearsMadeRecovered: 0 },
      { receivable: '0', receivedAgainstReceivable: '100', arrearsMadeOwed: '300', arrearsMadeRecovered: '100' },
    ];
    withMoneyRates(rows, ['receivedRate', 'arrearsRecoveryRate']);
    expect(rows.map((r) => [(r as Record<string, unknown>).receivedRate, (r as Record<string, unknown>).arrearsRecoveryRate]))
      .toEqual([['99.97', null], [null, '33.33']]);
  });

  it('gives a share of a whole and a change rate against a base', () => {
    const rows: Record<string, unknown>[] = [{ amount: 1, total: 3, now: 150, before: 100 }, { amount: 0, total: 0, now: 50, before: 0 }];
    withShare(rows, 'amount', 'total', 'share');
    withChangeRate(rows, 'now', 'before', 'change');
    expect(rows.map((r) => [r.share, r.change])).toEqual([['33.33', '50.00'], [null, null]]);
  });
});
