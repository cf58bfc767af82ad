import type { MoneyEventSum } from '../../../reports/money-events';
import { allSums, packComparison, packMoney, receivedByChannel } from './figures';

const sums: MoneyEventSum[] = [
  { kind: 'receivable', amount: 10_000 },
  { kind: 'paid_cash', purpose: 'parking', amount: 6_000 },
  { kind: 'paid_wechat', purpose: 'parking', amount: 2_000 },
  { kind: 'paid_wechat', purpose: 'rental', amount: 30_000 },
  { kind: 'paid_alipay', purpose: 'storedValue', amount: 5_000 },
  { kind: 'discounted', amount: 500 },
  { kind: 'waived', amount: 300 },
  { kind: 'refunded', purpose: null, amount: 1_000 },
  { kind: 'arrears_created', amount: 1_200 },
  { kind: 'arrears_recovered', amount: 400 },
  { kind: 'arrears_made_recovered', amount: 300 },
  { kind: 'arrears_made_void', amount: 200 },
  { kind: 'invoiced', amount: 7_000 },
  { kind: 'invoice_reversed', amount: 1_000 },
];

describe('the management pack', () => {
  test('takes each figure from the definitions, over the sums read', () => {
    const { figures, rates } = packMoney(sums);
    expect(figures).toEqual({
      receivable: 10_000, received: 43_000, discounts: 500, waived: 300, arrearsCreated: 1_200, arrearsRecovered: 400,
      refunded: 1_000, monthlyIncome: 30_000, storedValueIncome: 5_000, invoiced: 6_000, net: 42_000,
    });
    // Received against receivable: parking 8,000 + rental 30,000 over 10,000 receivable; recovery 300 / (1,200 - 200).
    expect(rates).toEqual({ receivedRate: 38_000, arrearsRecoveryRate: 3_000 });
  });

  test('has no rate over nothing', () => {
    expect(packMoney([]).rates).toEqual({ receivedRate: null, arrearsRecoveryRate: null });
    expect(packMoney([]).figures.received).toBe(0);
  });

  test('splits received by channel without remainder, and adds lots up', () => {
    const byChannel = receivedByChannel(sums);
    expect(byChannel.find((c) => c.channel === 'wechat')?.amount).toBe(32_000);
    expect(byChannel.reduce((a, c) => a + c.amount, 0)).toBe(packMoney(sums).figures.received);
    const perLot = new Map([[1, sums.slice(0, 5)], [2, sums.slice(5)]]);
    expect(packMoney(allSums(perLot))).toEqual(packMoney(sums));
  });

  test('compares each figure with its base period, none over a base of 0', () => {
    const base = packMoney([{ kind: 'receivable', amount: 8_000 }, { kind: 'paid_cash', purpose: 'parking', amount: 8_000 }]);
    const compared = packComparison(packMoney(sums), base);
    expect(compared.figures.receivable).toEqual({ current: 10_000, base: 8_000, change: 2_000, changeRate: 2_500 });
    expect(compared.figures.monthlyIncome.changeRate).toBeNull();
    expect(compared.rates.receivedRate).toEqual({ current: 38_000, base: 10_000, change: 28_000, changeRate: 28_000 });
    expect(compared.rates.arrearsRecoveryRate).toBeNull();
  });
});
