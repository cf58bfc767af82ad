import { PACKAGE_STATE } from '../../parking/package-machine';
import { basePackageRefusal, cardsAmount, cardsRefusal, onSale, type BasePackageTerms } from './base-package';

const terms = (extra: Partial<BasePackageTerms> = {}): BasePackageTerms => ({
  kind: 'monthly', pricing: 'packagePrice', packagePrice: 30_000, merchantPrice: 25_000, saleFrom: null, saleTo: null, ...extra,
});

describe('a base package offered to merchants', () => {
  it('is a monthly kind priced by the month, at a merchant price up to the package\'s own', () => {
    expect(basePackageRefusal(terms())).toBeNull();
    expect(basePackageRefusal(terms({ kind: 'multiMonth', merchantPrice: 30_000 }))).toBeNull();
    for (const kind of ['day', 'vip', 'property', 'storedValue'] as const) {
      expect([kind, basePackageRefusal(terms({ kind }))]).toEqual([kind, { refusal: 'merchantBasePackageKind' }]);
    }
    expect(basePackageRefusal(terms({ pricing: 'dailyRate' }))).toEqual({ refusal: 'merchantBasePackageKind' });
    expect(basePackageRefusal(terms({ packagePrice: null }))).toEqual({ refusal: 'merchantBasePackageKind' });
    expect(basePackageRefusal(terms({ merchantPrice: 30_001 })))
      .toEqual({ refusal: 'merchantPriceAbovePackage', values: { price: '300.01', packagePrice: '300.00' } });
  });

  it('is sold between its sale dates, in order', () => {
    expect(basePackageRefusal(terms({ saleFrom: '2026-03-01', saleTo: '2026-02-01' })))
      .toEqual({ refusal: 'rentalDatesOutOfOrder', values: { from: '2026-03-01', to: '2026-02-01' } });
    const approved = PACKAGE_STATE.approved;
    expect(onSale(approved, null, null, '2026-03-01')).toBe(true);
    expect(onSale(approved, '2026-03-01', '2026-03-31', '2026-03-01')).toBe(true);
    expect(onSale(approved, '2026-03-01', '2026-03-31', '2026-03-31')).toBe(true);
    expect(onSale(approved, '2026-03-02', null, '2026-03-01')).toBe(false);
    expect(onSale(approved, null, '2026-02-28', '2026-03-01')).toBe(false);
    for (const state of [PACKAGE_STATE.unreviewed, PACKAGE_STATE.notApproved, PACKAGE_STATE.discontinued, PACKAGE_STATE.expired]) {
      expect([state, onSale(state, null, null, '2026-03-01')]).toEqual([state, false]);
    }
  });

  it('lets a merchant hold up to its most cards, and charges price x months x cards', () => {
    expect(cardsRefusal(3, 2, 5)).toBeNull();
    expect(cardsRefusal(3, 3, 5)).toEqual({ refusal: 'merchantCardsLimit', values: { max: 5, held: 3, asked: 3 } });
    expect(cardsAmount(25_000, 3, 2)).toBe(150_000);
  });
});
