import fc from 'fast-check';
import { MAX_FEN } from '../money/fen';
import { TAX_RATES, TAX_RATE_VALUES, rateLabel, type TaxRate } from './tax-rates';
import { invoiceTotals, splitTax } from './tax-split';

const rate = fc.constantFrom(...TAX_RATE_VALUES);
const gross = fc.integer({ min: -MAX_FEN, max: MAX_FEN });

describe('splitTax', () => {
  it('splits known lines as the tax authority does', () => {
    // 9.00 at 9 %: 9 / 1.09 = 8.2569 -> 8.26 + 0.74 (docs: domain notes on invoicing).
    expect(splitTax(900, TAX_RATES.general)).toEqual({ net: 826, tax: 74 });
    expect(splitTax(10_000, TAX_RATES.general)).toEqual({ net: 9174, tax: 826 });
    expect(splitTax(10_000, TAX_RATES.simplified)).toEqual({ net: 9524, tax: 476 });
    expect(splitTax(10_000, TAX_RATES.smallScale)).toEqual({ net: 9709, tax: 291 });
    expect(splitTax(10_000, TAX_RATES.smallScaleReduced)).toEqual({ net: 9901, tax: 99 });
    expect(splitTax(10_000, TAX_RATES.zero)).toEqual({ net: 10_000, tax: 0 });
    expect(splitTax(0, TAX_RATES.general)).toEqual({ net: 0, tax: 0 });
  });

  it('never meets an exact half with these rates, so half up is plain rounding to the nearest fen', () => {
    // A half needs 2 * gross * 10000 to be an odd multiple of 10000 + rate. The residues repeat
    // every 10000 + rate fen, so one period per rate covers every gross.
    const halves = TAX_RATE_VALUES.flatMap((r) => {
      const d = 10_000 + r;
      return Array.from({ length: d }, (_, g) => g).filter((g) => (2 * g * 10_000) % (2 * d) === d);
    });
    expect(halves).toEqual([]);
  });

  it('rounds to the nearest fen', () => {
    fc.assert(fc.property(gross, rate, (g, r) => {
      const { net } = splitTax(g, r);
      // |net * (1 + r) - g| <= half a fen of net, scaled: |net * (10000 + r) - g * 10000| <= (10000 + r) / 2.
      const error = BigInt(net) * BigInt(10_000 + r) - BigInt(g) * 10_000n;
      return (error < 0n ? -error : error) * 2n <= BigInt(10_000 + r);
    }));
  });

  it('keeps net + tax = gross, tax and net on the side of gross', () => {
    fc.assert(fc.property(gross, rate, (g, r) => {
      const { net, tax } = splitTax(g, r);
      return net + tax === g && Number.isSafeInteger(net) && Number.isSafeInteger(tax)
        && (g >= 0 ? tax >= 0 && net >= 0 && tax <= net : tax <= 0 && net <= 0 && tax >= net);
    }));
  });

  it('splits a negative line as the mirror of its positive (a full red reversal)', () => {
    fc.assert(fc.property(gross, rate, (g, r) => {
      const plus = splitTax(g, r);
      const minus = splitTax(-g, r);
      return minus.net === -plus.net && minus.tax === -plus.tax;
    }));
  });

  it('refuses a float, an amount past the limit or an unknown rate', () => {
    expect(() => splitTax(9.5, TAX_RATES.general)).toThrow();
    expect(() => splitTax(MAX_FEN + 1, TAX_RATES.general)).toThrow();
    expect(() => splitTax(900, 600 as TaxRate)).toThrow();
  });

  it('prints rates as the invoice does', () => {
    expect(TAX_RATE_VALUES.map(rateLabel)).toEqual(['9%', '5%', '3%', '1%', '0%']);
  });
});

describe('invoiceTotals', () => {
  it('sums the lines as split, never splitting the total', () => {
    const lines = [splitTax(900, TAX_RATES.general), splitTax(900, TAX_RATES.general), splitTax(900, TAX_RATES.general)];
    // Three lines of 8.26 + 0.74; the total 27.00 split alone would be 24.77 + 2.23.
    expect(invoiceTotals(lines)).toEqual({ net: 2478, tax: 222, gross: 2700 });
    expect(splitTax(2700, TAX_RATES.general)).toEqual({ net: 2477, tax: 223 });
    expect(invoiceTotals([])).toEqual({ net: 0, tax: 0, gross: 0 });
  });

  it('is the sum of its lines for any lines', () => {
    const line = fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), rate);
    fc.assert(fc.property(fc.array(line, { maxLength: 30 }), (pairs) => {
      const lines = pairs.map(([g, r]) => splitTax(g, r));
      const totals = invoiceTotals(lines);
      const grossSum = pairs.reduce((s, [g]) => s + g, 0);
      return totals.gross === grossSum && totals.net === lines.reduce((s, l) => s + l.net, 0) && totals.tax === lines.reduce((s, l) => s + l.tax, 0);
    }));
  });
});
