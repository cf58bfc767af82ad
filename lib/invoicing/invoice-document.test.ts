import { PARKING_SERVICE_TAX_CODE, documentProblems, fullRedOf, isInvoiceNumber, lineOfPayment, type InvoiceDocument } from './invoice-document';
import { TAX_RATES } from './tax-rates';
import { invoiceTotals } from './tax-split';

const ITEM = { name: '*经营租赁*车辆停放服务', taxCode: PARKING_SERVICE_TAX_CODE, unit: '次' };

function blue(): InvoiceDocument {
  const lines = [lineOfPayment(900, ITEM, TAX_RATES.general), lineOfPayment(1500, ITEM, TAX_RATES.general)];
  return {
    kind: 'blue', type: 'ordinary', number: '26112000000012345678', issuedOn: '2026-11-28',
    seller: { name: '示例停车管理有限公司', taxId: '91320282567753425A' }, buyer: { name: '张三' },
    lines, totals: invoiceTotals(lines.map((l) => ({ net: l.amount, tax: l.tax }))), drawer: '李四',
  };
}

describe('invoice document', () => {
  it('makes one line per payment, its gross split', () => {
    expect(lineOfPayment(900, ITEM, TAX_RATES.general)).toEqual({ ...ITEM, quantity: 1, unitPrice: 826, amount: 826, rate: 900, tax: 74 });
    expect(blue().totals).toEqual({ net: 826 + 1376, tax: 74 + 124, gross: 2400 });
    expect(documentProblems(blue())).toEqual([]);
  });

  it('reverses a blue invoice whole: lines negated, the blue cited', () => {
    const red = fullRedOf(blue(), { number: '26112000000087654321', issuedOn: '2026-11-30', confirmationNumber: '11010026112000000001', drawer: '李四' });
    expect(red.kind).toBe('red');
    expect(red.lines.map((l) => [l.quantity, l.unitPrice, l.amount, l.tax])).toEqual([[-1, 826, -826, -74], [-1, 1376, -1376, -124]]);
    expect(red.totals).toEqual({ net: -2202, tax: -198, gross: -2400 });
    expect(red.reverses).toEqual({ number: '26112000000012345678', issuedOn: '2026-11-28', confirmationNumber: '11010026112000000001' });
    expect(documentProblems(red)).toEqual([]);
    expect(() => fullRedOf(red, { number: '26112000000087654322', issuedOn: '2026-11-30', drawer: '李四' })).toThrow();
  });

  it('finds what a maker got wrong', () => {
    expect(isInvoiceNumber('2611200000001234567')).toBe(false);
    expect(documentProblems({ ...blue(), number: '123' })).toEqual(['number 123 is not 20 digits']);
    expect(documentProblems({ ...blue(), totals: { net: 2202, tax: 198, gross: 2401 } })).toEqual(['totals are not the sums of the lines']);
    expect(documentProblems({ ...blue(), kind: 'red' })).toContain('a red invoice names no blue invoice');
    expect(documentProblems({ ...blue(), lines: [] })).toContain('no lines');
    const [first] = blue().lines;
    expect(documentProblems({ ...blue(), lines: [{ ...first, amount: 800 }] })).toContain('line 1: quantity × unit price is not the amount');
  });
});
