// Our requests in Nuonuo's fields, and Nuonuo's rows in ours: the reason codes crossed (the
// bureau's 01 开票有误 is Nuonuo's 2), a partial reversal's lines sent negative, a full one with no
// lines, the order's time in the operator's clock, the states read (15 applying, 16 the application failed).
import { invoiceResultOf, issueBody, redConfirmBody, redConfirmResultOf, UnreadableAnswer } from './wire';
import type { ProviderAccount, RedConfirmRequest } from './types';

const ACCOUNT: ProviderAccount = { gatewayUrl: 'http://127.0.0.1/open/v1/services', appKey: 'k', appSecret: 's', accessToken: 't', taxId: '91310115MA1K3YJ12X' };
const RED: RedConfirmRequest = {
  billId: 'B-1', redOrderNo: 'R-1', blueNumber: '26312000000000000001', blueKind: 'normal', reason: '01', sellerName: '卖方', buyer: { name: '张三', taxId: null },
};

describe('request bodies', () => {
  it('crosses the reason codes and sends a full reversal without lines, a partial one negative', () => {
    expect(['01', '02', '03', '04'].map((reason) => redConfirmBody(ACCOUNT, { ...RED, reason: reason as RedConfirmRequest['reason'] }).redReason)).toEqual(['2', '1', '3', '4']);
    expect(redConfirmBody(ACCOUNT, RED)).not.toHaveProperty('detail');
    const partial = redConfirmBody(ACCOUNT, { ...RED, lines: [{ blueLineIndex: 2, name: '停车', taxCode: '3040502020200000000', rateBasisPoints: 900, net: 500, tax: 45 }] });
    expect(partial).toMatchObject({ sellerTaxNo: ACCOUNT.taxId, applySource: '0', blueInvoiceLine: 'pc', orderNo: 'R-1' });
    expect(partial.detail).toEqual([{ blueDetailIndex: '2', goodsName: '停车', goodsCode: '3040502020200000000', taxRate: '0.09', taxExcludedAmount: '-5.00', taxAmount: '-0.45' }]);
  });

  it('writes the order\'s time in the operator\'s clock (UTC+8) and a special invoice as bs', () => {
    const body = issueBody(ACCOUNT, {
      orderNo: 'O-1', kind: 'special', orderedAt: Date.UTC(2026, 10, 28, 16, 30), seller: { name: '卖方' }, drawer: '李四',
      buyer: { name: '买方', taxId: '91330106MA2B2ABCDN', naturalPerson: false, email: 'a@b.cn' },
      lines: [{ name: '停车', taxCode: '3040502020200000000', quantity: 1, rateBasisPoints: 900, gross: 900, net: 826, tax: 74 }],
    }).order as Record<string, unknown>;
    expect(body).toMatchObject({ invoiceDate: '2026-11-29 00:30:00', invoiceLine: 'bs', invoiceType: '1', naturalPersonFlag: '0', pushMode: '0', email: 'a@b.cn' });
    expect(body.invoiceDetail).toEqual([expect.objectContaining({ price: '9', num: '1', taxExcludedAmount: '8.26', tax: '0.74', taxIncludedAmount: '9.00', taxRate: '0.09', withTaxFlag: '1' })]);
  });
});

describe('result rows', () => {
  it('reads the red confirmation states as the bureau\'s', () => {
    const row = (billStatus: string) => redConfirmResultOf({ billId: 'B-1', billStatus });
    expect(['01', '02', '04', '07', '15', '16'].map((s) => (row(s) as { state: string }).state)).toEqual(['01', '02', '04', '07', 'applying', 'applicationFailed']);
    expect(() => row('99')).toThrow(UnreadableAnswer);
  });

  it('refuses an issued row without a 20-digit number or with unreadable amounts', () => {
    const issued = { serialNo: 'S', orderNo: 'O', status: '2', invoiceTime: 1, allElectronicInvoiceNumber: '26312000000000000001', exTaxAmount: '8.26', taxAmount: '0.74', orderAmount: '9.00' };
    expect(invoiceResultOf(issued)).toMatchObject({ status: 'issued', net: 826, tax: 74, gross: 900 });
    expect(() => invoiceResultOf({ ...issued, allElectronicInvoiceNumber: '1234' })).toThrow(UnreadableAnswer);
    expect(() => invoiceResultOf({ ...issued, orderAmount: '9.001' })).toThrow(UnreadableAnswer);
    expect(() => invoiceResultOf({ ...issued, status: '7' })).toThrow(UnreadableAnswer);
  });
});
