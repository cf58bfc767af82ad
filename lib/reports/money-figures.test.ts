import fc from 'fast-check';
import { PAYMENT_CHANNELS } from '../parking/channels';
import { KINDS_WITH_PURPOSE, MONEY_EVENT_KINDS, PAID_KINDS, PAYMENT_PURPOSES, SETTLEMENT_EVENT_KINDS, paidKind, type MoneyEventSum } from './money-events';
import { MONEY_FIGURES, MONEY_FIGURE_NAMES, moneyFigure, moneyFigures, moneyRate } from './money-figures';

/** A day of one lot, as its SQL would sum it (fen). */
const DAY: MoneyEventSum[] = [
  { kind: 'receivable', amount: 100_00 },
  { kind: 'paid_cash', purpose: 'parking', amount: 30_00 },
  { kind: 'paid_wechat', purpose: 'parking', amount: 40_00 },
  { kind: 'paid_alipay', purpose: 'rental', amount: 300_00 },
  { kind: 'receivable', amount: 300_00 },
  { kind: 'paid_cash', purpose: 'storedValue', amount: 200_00 },
  { kind: 'paid_pos', purpose: 'merchantTopup', amount: 500_00 },
  { kind: 'discounted', amount: 10_00 },
  { kind: 'waived', amount: 5_00 },
  { kind: 'from_balance', amount: 8_00 },
  { kind: 'refunded', purpose: 'parking', amount: 2_00 },
  { kind: 'refunded', purpose: 'rental', amount: 100_00 },
  { kind: 'arrears_created', amount: 12_00 },
  { kind: 'arrears_recovered', amount: 3_00 },
  { kind: 'arrears_made_recovered', amount: 4_00 },
  { kind: 'arrears_made_void', amount: 2_00 },
  { kind: 'invoiced', amount: 70_00 },
  { kind: 'invoice_reversed', amount: 20_00 },
];

describe('money events', () => {
  it('name the kinds settlement_events writes, paid_<lower(channel)>', () => {
    expect(PAID_KINDS).toEqual(['paid_cash', 'paid_pos', 'paid_paystation', 'paid_alipay', 'paid_wechat', 'paid_app']);
    expect(PAYMENT_CHANNELS.map(paidKind)).toEqual(PAID_KINDS);
    expect(SETTLEMENT_EVENT_KINDS).toHaveLength(15);
  });

  it('give purposes only to kinds that carry one, and every figure is made of known kinds', () => {
    for (const [name, terms] of Object.entries(MONEY_FIGURES)) {
      for (const term of terms as readonly { kinds: readonly string[]; purposes?: readonly string[] }[]) {
        expect([name, term.kinds.every((kind) => (MONEY_EVENT_KINDS as readonly string[]).includes(kind))]).toEqual([name, true]);
        if (term.purposes) expect([name, term.kinds.every((kind) => (KINDS_WITH_PURPOSE as readonly string[]).includes(kind))]).toEqual([name, true]);
      }
    }
  });
});

describe('moneyFigure', () => {
  it('computes a day by hand', () => {
    expect(moneyFigures(DAY)).toEqual({
      receivable: 400_00,
      received: 1070_00,
      receivedAgainstReceivable: 370_00,
      parkingIncome: 70_00,
      monthlyIncome: 300_00,
      storedValueIncome: 200_00,
      merchantTopupIncome: 500_00,
      couponPackageIncome: 0,
      discounts: 10_00,
      waived: 5_00,
      paidFromBalance: 8_00,
      refunded: 102_00,
      parkingRefunded: 2_00,
      monthlyRefunded: 100_00,
      net: 968_00,
      arrearsCreated: 12_00,
      arrearsRecovered: 3_00,
      arrearsMadeOwed: 10_00,
      arrearsMadeRecovered: 4_00,
      invoiced: 50_00,
    });
  });

  it('counts a payment without a purpose as received, in no purpose income', () => {
    const sums: MoneyEventSum[] = [{ kind: 'paid_app', amount: 9_00 }, { kind: 'paid_app', purpose: null, amount: 1_00 }];
    expect([moneyFigure('received', sums), moneyFigure('parkingIncome', sums)]).toEqual([10_00, 0]);
  });

  const sum = fc.record({
    kind: fc.constantFrom(...MONEY_EVENT_KINDS),
    purpose: fc.constantFrom(...PAYMENT_PURPOSES),
    amount: fc.integer({ min: 0, max: 10_000_000 }),
  }).map((s): MoneyEventSum => (KINDS_WITH_PURPOSE.includes(s.kind) ? s : { kind: s.kind, amount: s.amount }));
  const sums = fc.array(sum, { maxLength: 40 });

  it('adds up over buckets: the figure of two buckets together is the sum of theirs', () => {
    fc.assert(fc.property(sums, sums, (a, b) => MONEY_FIGURE_NAMES.every((f) => moneyFigure(f, [...a, ...b]) === moneyFigure(f, a) + moneyFigure(f, b))));
  });

  it('splits received by purpose without remainder, and net is received less refunded', () => {
    fc.assert(fc.property(sums, (s) => {
      const f = moneyFigures(s);
      return f.received === f.parkingIncome + f.monthlyIncome + f.storedValueIncome + f.merchantTopupIncome + f.couponPackageIncome
        && f.net === f.received - f.refunded
        && f.receivedAgainstReceivable === f.parkingIncome + f.monthlyIncome + f.couponPackageIncome;
    }));
  });
});

describe('moneyRate', () => {
  it('is received against receivable, and recovered of the standing arrears made', () => {
    const figures = moneyFigures(DAY);
    expect(moneyRate('receivedRate', figures)).toBe(9250); // 370 / 400
    expect(moneyRate('arrearsRecoveryRate', figures)).toBe(4000); // 4 / (12 - 2)
  });

  it('is none when there is nothing to compare with', () => {
    const figures = moneyFigures([{ kind: 'paid_cash', purpose: 'storedValue', amount: 50_00 }, { kind: 'arrears_created', amount: 3_00 }, { kind: 'arrears_made_void', amount: 3_00 }]);
    expect([moneyRate('receivedRate', figures), moneyRate('arrearsRecoveryRate', figures)]).toEqual([null, null]);
  });
});
