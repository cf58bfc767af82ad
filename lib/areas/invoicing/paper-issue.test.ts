import fc from 'fast-check';
import { decidePaperIssue, payerOf, paymentNumbersOf, type PaperPayment } from './paper-issue';

const payment = (id: string, amount: number, more: Partial<PaperPayment> = {}): PaperPayment =>
  ({ id, paymentNo: `P${id}`, plate: '京A12345', amount, refunded: 0, invoiced: false, ...more });

describe('paper invoices handed out against payments', () => {
  it('reads the payment numbers typed in one field', () => {
    expect(paymentNumbersOf(' P1, P2；P3\nP4  P5、P6 ')).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    expect(paymentNumbersOf('  ')).toEqual([]);
  });

  it('bundles by plate, and a payment without one alone', () => {
    expect(payerOf({ id: '1', plate: '京a12345 ' })).toBe('京A12345');
    expect(payerOf({ id: '7', plate: '' })).toBe('payment:7');
  });

  it('hands out as many sheets as the money covers by default, and no more than the book has', () => {
    expect(decidePaperIssue({ payments: [payment('1', 2_350)], faceValue: 1_000, left: 50 })).toEqual({ ok: true, paid: 2_350, sheets: 2, faceTotal: 2_000 });
    expect(decidePaperIssue({ payments: [payment('1', 900), payment('2', 1_100)], faceValue: 500, left: 3 })).toEqual({ ok: true, paid: 2_000, sheets: 3, faceTotal: 1_500 });
    expect(decidePaperIssue({ payments: [payment('1', 2_000)], faceValue: 500, left: 10, sheets: 1 })).toEqual({ ok: true, paid: 2_000, sheets: 1, faceTotal: 500 });
  });

  it('refuses sheets beyond the money, beyond the book, below one sheet, and from a used-up book', () => {
    expect(decidePaperIssue({ payments: [payment('1', 2_350)], faceValue: 1_000, left: 50, sheets: 3 }))
      .toEqual({ ok: false, reason: 'paperBeyondPaid', values: { sheets: 3, face: 1_000, total: 3_000, paid: 2_350, most: 2 } });
    expect(decidePaperIssue({ payments: [payment('1', 5_000)], faceValue: 1_000, left: 2, sheets: 3 }))
      .toEqual({ ok: false, reason: 'paperBookShort', values: { left: 2 } });
    expect(decidePaperIssue({ payments: [payment('1', 900)], faceValue: 1_000, left: 2 }))
      .toEqual({ ok: false, reason: 'paperPaidBelowFace', values: { paid: 900, face: 1_000 } });
    expect(decidePaperIssue({ payments: [payment('1', 5_000)], faceValue: 1_000, left: 0 })).toMatchObject({ ok: false, reason: 'paperBookUsedUp' });
  });

  it('takes the payments by the electronic invoices\' rule, naming a refunded or invoiced one', () => {
    expect(decidePaperIssue({ payments: [], faceValue: 100, left: 5 })).toEqual({ ok: false, reason: 'invoiceNoPayments', values: {} });
    expect(decidePaperIssue({ payments: [payment('1', 900), payment('2', 900, { refunded: 100 })], faceValue: 100, left: 50 }))
      .toEqual({ ok: false, reason: 'paperPaymentRefunded', values: { paymentNo: 'P2' } });
    expect(decidePaperIssue({ payments: [payment('1', 900, { invoiced: true })], faceValue: 100, left: 50 }))
      .toEqual({ ok: false, reason: 'paperPaymentInvoiced', values: { paymentNo: 'P1' } });
    expect(decidePaperIssue({ payments: [payment('1', 900), payment('2', 900, { plate: '沪B00001' })], faceValue: 100, left: 50 }))
      .toEqual({ ok: false, reason: 'invoiceMixedPayers', values: { paymentNo: 'P2' } });
    expect(decidePaperIssue({ payments: [payment('1', 900), payment('1', 900)], faceValue: 100, left: 50 }))
      .toMatchObject({ ok: false, reason: 'invoicePaymentTwice' });
  });

  it('never gives a face total beyond what was paid nor more sheets than are left', () => {
    const face = fc.constantFrom(100, 200, 500, 1_000, 2_000, 5_000, 10_000);
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 5 }), face, fc.integer({ min: 0, max: 30 }),
      fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }), (amounts, faceValue, left, sheets) => {
        const decision = decidePaperIssue({ payments: amounts.map((a, i) => payment(String(i), a)), faceValue, left, sheets });
        const paid = amounts.reduce((s, a) => s + a, 0);
        if (decision.ok) {
          expect(decision.faceTotal).toBe(decision.sheets * faceValue);
          expect(decision.faceTotal).toBeLessThanOrEqual(paid);
          expect(decision.sheets).toBeGreaterThanOrEqual(1);
          expect(decision.sheets).toBeLessThanOrEqual(left);
          if (sheets !== undefined) expect(decision.sheets).toBe(sheets);
        } else {
          expect(left < 1 || paid < faceValue || (sheets ?? 0) * faceValue > paid || (sheets ?? 0) > left).toBe(true);
        }
      }));
  });
});
