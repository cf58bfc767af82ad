import fc from 'fast-check';
import { LAST_INVOICE_NUMBER, bookRefusal, booksOverlap, lastNumberOf, numberAfter } from './paper-stock';

const book = (firstNumber: string, count: number, extra: Partial<{ invoiceCode: string; faceValue: number }> = {}) =>
  ({ invoiceCode: '144001900111', firstNumber, count, faceValue: 1_000, ...extra });

describe('a book of fixed-amount invoices', () => {
  it('numbers its sheets with their leading zeros', () => {
    expect(numberAfter('00000001', 0)).toBe('00000001');
    expect(numberAfter('00000099', 1)).toBe('00000100');
    expect(lastNumberOf(book('00012301', 100))).toBe('00012400');
  });

  it('is received with a 12-digit code, an 8-digit first number, a count that fits and a printed face value', () => {
    expect(bookRefusal(book('00000001', 100))).toBeNull();
    expect(bookRefusal(book('00000001', 100, { invoiceCode: '14400190011' }))).toBe('paperInvoiceCodeInvalid');
    expect(bookRefusal(book('00000001', 100, { invoiceCode: '14400190011a' }))).toBe('paperInvoiceCodeInvalid');
    expect(bookRefusal(book('0000001', 100))).toBe('paperInvoiceNumberInvalid');
    expect(bookRefusal(book(String(LAST_INVOICE_NUMBER), 1))).toBeNull();
    expect(bookRefusal(book(String(LAST_INVOICE_NUMBER), 2))).toBe('paperBookBeyondLastNumber');
    expect(bookRefusal(book('00000001', 0))).toBe('paperBookBeyondLastNumber');
    expect(bookRefusal(book('00000001', 100, { faceValue: 300 }))).toBe('paperFaceValueInvalid');
    expect(bookRefusal(book('00000001', 100, { faceValue: 10_000 }))).toBeNull();
  });

  it('overlaps another of its code exactly when they share a number', () => {
    expect(booksOverlap(book('00000001', 100), book('00000101', 100))).toBe(false);
    expect(booksOverlap(book('00000001', 100), book('00000100', 100))).toBe(true);
    expect(booksOverlap(book('00000001', 100), book('00000050', 100, { invoiceCode: '144001900112' }))).toBe(false);
    const run = fc.record({ first: fc.integer({ min: 0, max: 500 }), count: fc.integer({ min: 1, max: 100 }) });
    fc.assert(fc.property(run, run, (a, b) => {
      const numbers = (r: { first: number; count: number }) => new Set(Array.from({ length: r.count }, (_, i) => r.first + i));
      const shared = [...numbers(a)].some((n) => numbers(b).has(n));
      const [x, y] = [book(numberAfter('00000000', a.first), a.count), book(numberAfter('00000000', b.first), b.count)];
      expect(booksOverlap(x, y)).toBe(shared);
      expect(booksOverlap(y, x)).toBe(shared);
    }));
  });
});
