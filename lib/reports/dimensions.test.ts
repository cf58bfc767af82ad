import { MONEY_FIGURE_NAMES } from './money-figures';
import { MONEY_DIMENSIONS, splitsBy } from './dimensions';

describe('splitsBy', () => {
  it('splits every figure by lot', () => {
    expect(MONEY_FIGURE_NAMES.filter((figure) => !splitsBy(figure, 'lot'))).toEqual([]);
  });

  it('splits by channel, collector, booth and pay station only what is made of payments', () => {
    for (const dimension of ['channel', 'collector', 'booth', 'payStation'] as const) {
      expect(MONEY_FIGURE_NAMES.filter((figure) => splitsBy(figure, dimension))).toEqual([
        'received', 'receivedAgainstReceivable', 'parkingIncome', 'monthlyIncome', 'storedValueIncome', 'merchantTopupIncome', 'couponPackageIncome',
      ]);
    }
  });

  it('splits by area only what belongs to stays', () => {
    expect(MONEY_FIGURE_NAMES.filter((figure) => splitsBy(figure, 'area'))).toEqual(['parkingIncome', 'discounts', 'waived', 'paidFromBalance']);
  });

  it('does not split net by collector (a refund names none)', () => {
    expect([splitsBy('net', 'collector'), splitsBy('net', 'lot')]).toEqual([false, true]);
    expect(MONEY_DIMENSIONS).toHaveLength(6);
  });
});
