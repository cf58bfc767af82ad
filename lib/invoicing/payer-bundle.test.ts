import { MAX_BUNDLED_PAYMENTS, decideBundle, type BundledPayment } from './payer-bundle';

const payment = (id: string, amount: number, more: Partial<BundledPayment> = {}): BundledPayment =>
  ({ id, payer: '京A12345', amount, refunded: 0, invoiced: false, ...more });

describe('decideBundle', () => {
  it('bundles payments of one payer for their sum', () => {
    expect(decideBundle([payment('p1', 900), payment('p2', 1500)], 2400)).toEqual({ ok: true, total: 2400 });
    expect(decideBundle([payment('p1', 900)], 900)).toEqual({ ok: true, total: 900 });
  });

  it('asks exactly the sum', () => {
    expect(decideBundle([payment('p1', 900), payment('p2', 1500)], 2399)).toEqual({ ok: false, reason: 'invoiceAmountMismatch' });
    expect(decideBundle([payment('p1', 900)], 901)).toEqual({ ok: false, reason: 'invoiceAmountMismatch' });
  });

  it('never takes a payment twice, another payer\'s, a refunded or an invoiced one', () => {
    expect(decideBundle([payment('p1', 900), payment('p1', 900)], 1800)).toEqual({ ok: false, reason: 'invoicePaymentTwice', paymentId: 'p1' });
    expect(decideBundle([payment('p1', 900), payment('p2', 900, { payer: '京B00001' })], 1800)).toEqual({ ok: false, reason: 'invoiceMixedPayers', paymentId: 'p2' });
    expect(decideBundle([payment('p1', 900), payment('p2', 900, { refunded: 100 })], 1800)).toEqual({ ok: false, reason: 'invoicePaymentRefunded', paymentId: 'p2' });
    expect(decideBundle([payment('p1', 900, { refunded: 900 })], 900)).toEqual({ ok: false, reason: 'invoicePaymentRefunded', paymentId: 'p1' });
    expect(decideBundle([payment('p1', 900, { invoiced: true })], 900)).toEqual({ ok: false, reason: 'invoicePaymentInvoiced', paymentId: 'p1' });
  });

  it('refuses an empty bundle, one too long, and a payment of nothing', () => {
    expect(decideBundle([], 0)).toEqual({ ok: false, reason: 'invoiceNoPayments' });
    const many = Array.from({ length: MAX_BUNDLED_PAYMENTS + 1 }, (_, i) => payment(`p${i}`, 100));
    expect(decideBundle(many, 100 * many.length)).toEqual({ ok: false, reason: 'invoiceTooManyPayments' });
    expect(decideBundle(many.slice(1), 100 * MAX_BUNDLED_PAYMENTS)).toEqual({ ok: true, total: 100 * MAX_BUNDLED_PAYMENTS });
    expect(decideBundle([payment('p1', 0)], 0)).toEqual({ ok: false, reason: 'invoicePaymentNothingPaid', paymentId: 'p1' });
    expect(decideBundle([payment('p1', 9.5)], 9.5)).toEqual({ ok: false, reason: 'invoicePaymentNothingPaid', paymentId: 'p1' });
  });
});
