// Reconciliation through the real HTTP backend: a WeChat statement imported on the daily bill
// check page (a malformed one refused with its line, in both languages), the day listed, its
// differences on /WeChatDataDifference with both sides in the detail, one handled with a decision
// and a reason (a second time refused with the machine's message), the batch in the history.
import { DAILY_BILL_CHECK } from '../../../lib/areas/reconcile/pages';
import { PAGE_HANDLER } from '../../../lib/pages/types';
import { RECONCILE_SCREENS } from '../../../lib/areas/reconcile/screens';
import { testMeta } from '../../../lib/areas/reconcile/statements/fixtures';
import { weChatBillText, weChatFee } from '../../../lib/areas/reconcile/statements/wechat-writer';
import { bookPayment } from '../charging/payments';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { codeOf, msgOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';

jest.setTimeout(120_000);

describe.each(testDatabases())('reconciliation pages on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { ok, list, rowAction, call } = screenCalls({ backend: () => t, tokens, screens: RECONCILE_SCREENS, pageSize: 50 });
  const page = <T = Record<string, unknown>>(operation: string, datas: Record<string, unknown>, language?: 'zh-CN' | 'en-US', file?: Buffer) =>
    t.call<T>(PAGE_HANDLER, datas, {
      token: tokens.admin, getList: `${DAILY_BILL_CHECK.key}.${operation}`, ...(language ? { language } : {}),
      // The statement file streamed as the body, as the console's upload route sends it.
      ...(file ? { upload: new Blob([new Uint8Array(file)]).stream() } : {}),
    });

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
  });

  it('imports a statement on the page, lists the day, and a difference is handled from its row', async () => {
    // Yesterday in China time, by the backend's clock.
    const day = new Date(t.clock.now() + 8 * HOUR - 24 * HOUR).toISOString().slice(0, 10);
    const paidAt = Date.parse(`${day}T10:00:00+08:00`);
    const lot = await addLot(db, 'North lot');
    await addRate(db, lot);
    const stay = await enter(db, lot, '粤B12345', paidAt - 2 * HOUR + 60_000);
    const paid = await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'wechat', place: 'online', channelTxnNo: 'WX9001' },
      { name: 'test', userId: null }, { at: paidAt, idempotencyKey: 'pay-page-0001' }));
    const rows = [{ kind: 'payment' as const, channelTxnNo: 'WX9001', orderNo: paid.orderNo, amount: 300, fee: weChatFee(300), at: `${day} 10:00:00` }];
    const text = weChatBillText(testMeta('wechat', day), rows);

    const bad = Buffer.from(text.replace('商户订单号', '订单号'));
    const refused = await page('importStatement', { channel: 'wechat', day, fileName: 'bill.csv' }, 'en-US', bad);
    expect(codeOf(refused)).toBe('statementNotWeChat');
    expect(msgOf(refused)).toBe('Line 1: this is not a WeChat Pay trade bill (its first line is the header "交易时间,公众账号ID,商户号,…"). Check the channel and the file.');
    expect(msgOf(await page('importStatement', { channel: 'wechat', day, fileName: 'bill.csv' }, 'zh-CN', bad))).toBe('第1行：这不是微信支付交易账单（第一行应为表头“交易时间,公众账号ID,商户号,…”）。请检查渠道与文件。');

    const imported = await ok<{ rows: number; differences: number; repeated: boolean }>(page('importStatement', { channel: 'wechat', day, fileName: 'bill.csv' }, undefined, Buffer.from(text)));
    expect(imported).toMatchObject({ rows: 1, differences: 1, repeated: false });
    const days = await ok<{ batches: { day: string; channel: string; openDifferences: number }[] }>(page('days', {}));
    expect(days.batches).toEqual([expect.objectContaining({ day, channel: 'wechat', openDifferences: 1 })]);

    const differences = await list('wechatDifference');
    expect(differences.rows).toEqual([expect.objectContaining({ kind: 'oursHigher', orderNo: paid.orderNo, ourAmount: 400, theirAmount: 300, state: 0, lotName: 'North lot' })]);
    expect((await list('alipayDifference')).rows).toEqual([]);
    const id = differences.rows[0].id;
    const detail = await ok<{ sections: Record<string, Record<string, unknown>[]>; audit: unknown[] }>(call('wechatDifference', 'detail', { id }));
    expect(detail.sections.statementRow).toEqual([expect.objectContaining({ channelTxnNo: 'WX9001', amount: 300, line: 2 })]);
    expect(detail.sections.ourPayment).toEqual([expect.objectContaining({ channelTxnNo: 'WX9001', amount: 400 })]);
    expect(detail.audit).toHaveLength(1);

    await ok(rowAction('wechatDifference', 'handle', [id], { decision: 'refundPayer', reason: 'Charged 4.00, the driver was told 3.00' }));
    expect((await list('wechatDifference')).rows[0]).toMatchObject({ state: 1, decision: 'refundPayer', reason: 'Charged 4.00, the driver was told 3.00', handledBy: 'admin' });
    const again = await rowAction('wechatDifference', 'handle', [id], { decision: 'writeOff', reason: 'again' }, 'admin', 'en-US');
    expect(codeOf(again)).toBe('differenceHandled');
    expect(msgOf(again)).toBe('This difference has been handled already.');

    expect((await list('reconcileBatch')).rows).toEqual([expect.objectContaining({ channel: 'wechat', day, fileName: 'bill.csv', payments: 1, paymentsAmount: 300, differences: 1 })]);
  });
});
