// A day's statements downloaded from the simulated Alipay and WeChat Pay servers on the daily bill
// check page (its download operation, through the real HTTP backend) and imported exactly as an
// uploaded file: reconciled with our payments of the day, listed, the same file again changing
// nothing; no merchant account to download with, or a channel refusing the call, refused with a
// translated message and nothing imported.
import { DAILY_BILL_CHECK } from '../../../lib/areas/reconcile/pages';
import { PAGE_HANDLER } from '../../../lib/pages/types';
import { PAY_PARAMS_SCREENS } from '../../../lib/areas/pay-params/screens';
import { statementDayOf } from '../../../lib/areas/reconcile/statements/formats';
import { bookPayment } from '../charging/payments';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { quoteStay } from '../orders/quote';
import { codeOf, msgOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';
import { WECHAT, startSimChannels, type SimChannels } from '../../test/sim-channels';

jest.setTimeout(120_000);

describe.each(testDatabases())('statements downloaded from the channels on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let sims: SimChannels;
  let lot = 0;
  const tokens: Record<string, string> = {};
  const { ok, create, update } = screenCalls({ backend: () => t, tokens, screens: PAY_PARAMS_SCREENS, pageSize: 50 });
  /** The channels' clock: the backend's, unless a payment is made on another day. */
  let channelNow: number | null = null;
  const page = <T = Record<string, unknown>>(operation: string, datas: Record<string, unknown>, language?: 'zh-CN' | 'en-US') =>
    t.call<T>(PAGE_HANDLER, datas, { token: tokens.admin, getList: `${DAILY_BILL_CHECK.key}.${operation}`, ...(language ? { language } : {}) });
  const batches = async () => (await ok<{ batches: { channel: string; day: string; fileName: string; rows: number; matched: number }[] }>(page('days', {}))).batches;

  useTestBackend(database, {
    tokens, beforeClose: async () => { await sims?.close(); },
  }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Harbour lot');
    await addRate(db, lot);
    sims = await startSimChannels({ create, update }, t.baseUrl, () => channelNow ?? t.clock.now());
  });

  /** Paid 4.00 on `channel` at `paidAt` (the channel then us, as its notification books it): the transaction number. */
  async function paidOn(channel: 'alipay' | 'wechat', plate: string, paidAt: number): Promise<string> {
    const stay = await enter(db, lot, plate, paidAt - 2 * HOUR + 60_000);
    const quote = await db.transaction((tx) => runService(tx, quoteStay, { stayId: stay.id }, { name: 'test', userId: null }, { at: paidAt })) as { orderNo: string };
    channelNow = paidAt;
    const { tradeNo } = await sims.adapters[channel].pay({
      outTradeNo: quote.orderNo, amount: 400, authCode: channel === 'alipay' ? '28763443825664394' : '134567890123456789', subject: 'Parking',
    });
    channelNow = null;
    await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel, place: 'online', channelTxnNo: tradeNo },
      { name: 'test', userId: null }, { at: paidAt, idempotencyKey: `${channel}-${tradeNo}` }));
    return tradeNo;
  }

  it('downloads a day\'s statement of each channel and reconciles it; the same file again changes nothing', async () => {
    const day = statementDayOf(t.clock.now() - 24 * HOUR);
    await paidOn('wechat', '粤D00001', Date.parse(`${day}T09:00:00+08:00`));
    await paidOn('alipay', '粤D00002', Date.parse(`${day}T09:30:00+08:00`));

    const wechat = await ok(page('downloadStatement', { channel: 'wechat', day }));
    expect(wechat).toMatchObject({ repeated: false, rows: 1, matched: 1, differences: 0, pooled: 0 });
    expect(await ok(page('downloadStatement', { channel: 'alipay', day }))).toMatchObject({ repeated: false, rows: 1, matched: 1, differences: 0, pooled: 0 });
    expect(await batches()).toEqual(expect.arrayContaining([
      expect.objectContaining({ channel: 'wechat', day, fileName: `wechat-${day}.csv`, rows: 1, matched: 1 }),
      expect.objectContaining({ channel: 'alipay', day, fileName: `alipay-${day}.zip`, rows: 1, matched: 1 }),
    ]));
    // The channel gives the same bill again: imported before, nothing changed (as an upload of the same file).
    expect(await ok(page('downloadStatement', { channel: 'wechat', day }))).toEqual({ ...wechat, repeated: true });
    expect(await batches()).toHaveLength(2);
  });

  it('refuses with a clear message when there is no account to download with, or the channel refuses: nothing imported', async () => {
    const day = statementDayOf(t.clock.now() - 3 * 24 * HOUR);
    await sims.edit('wechat', { status: 0 });
    const none = await page('downloadStatement', { channel: 'wechat', day }, 'en-US');
    expect([codeOf(none), msgOf(none)]).toEqual(['statementNoAccount',
      "No merchant account to download this channel's statement with: enable a complete account for every lot (or a single account), or upload the file."]);
    await sims.edit('wechat', { status: 1, apiKey: 'WrongKeyWrongKeyWrongKeyWrongKey' });
    const refused = await page('downloadStatement', { channel: 'wechat', day }, 'zh-CN');
    expect([codeOf(refused), msgOf(refused)]).toEqual(['statementDownloadFailed', '渠道未返回对账单：WeChat: 签名错误']);
    await sims.edit('wechat', { apiKey: WECHAT.apiKey });
    expect((await batches()).filter((b) => b.day === day)).toEqual([]);
    // A day typed wrong is refused by the operation's input, before any channel is asked.
    expect(codeOf(await page('downloadStatement', { channel: 'wechat', day: '2026-1-1' }))).toBe('invalidRequest');
  });
});
