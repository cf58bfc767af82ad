import { buyerRefusal } from './buyer';

describe('buyerRefusal', () => {
  it('invoices a natural person by name alone', () => {
    expect(buyerRefusal({ kind: 'person', name: '张三' })).toBeNull();
    expect(buyerRefusal({ kind: 'person', name: '张三', taxId: '', email: 'zhang@example.com' })).toBeNull();
    // A person's ID is not a company code: it is not checked as one.
    expect(buyerRefusal({ kind: 'person', name: '张三', taxId: '110101199003077777' })).toBeNull();
  });

  it('needs a company\'s valid unified social credit code', () => {
    expect(buyerRefusal({ kind: 'company', name: '河北镁神科技股份有限公司', taxId: '911305316610547945' })).toBeNull();
    expect(buyerRefusal({ kind: 'company', name: '河北镁神科技股份有限公司' })).toEqual({ field: 'taxId', reason: 'invoiceBuyerTaxIdMissing' });
    expect(buyerRefusal({ kind: 'company', name: '河北镁神科技股份有限公司', taxId: '  ' })).toEqual({ field: 'taxId', reason: 'invoiceBuyerTaxIdMissing' });
    expect(buyerRefusal({ kind: 'company', name: '河北镁神科技股份有限公司', taxId: '911305316610547946' })).toEqual({ field: 'taxId', reason: 'usccCheckDigit' });
    expect(buyerRefusal({ kind: 'company', name: '河北镁神科技股份有限公司', taxId: '91130531661054794' })).toEqual({ field: 'taxId', reason: 'usccLength' });
  });

  it('refuses a blank or overlong name and a malformed e-mail', () => {
    expect(buyerRefusal({ kind: 'person', name: ' ' })).toEqual({ field: 'name', reason: 'invoiceBuyerName' });
    expect(buyerRefusal({ kind: 'person', name: '名'.repeat(101) })).toEqual({ field: 'name', reason: 'invoiceBuyerName' });
    expect(buyerRefusal({ kind: 'person', name: '张三', email: 'zhang@' })).toEqual({ field: 'email', reason: 'invoiceBuyerEmail' });
    expect(buyerRefusal({ kind: 'person', name: '张三', email: 'not-mail' })).toEqual({ field: 'email', reason: 'invoiceBuyerEmail' });
  });
});
