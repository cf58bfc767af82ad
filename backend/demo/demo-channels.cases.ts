// The demo's simulated Alipay and WeChat Pay (backend/demo/channels.ts), run by demo.test.ts on the
// demo it seeds (one seed for both, the longest part of either): the demo's accounts on them,
// enabled and pointed at this backend; every Alipay and WeChat payment of the history a trade of
// the channel on its own day (yesterday's statements, downloaded from the channels, reconcile with
// no difference); a demo payment of each refunded through the refund flow (customer service asks,
// finance approves); and after a restart the channels still know the week's trades.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { channelDay } from '../../lib/channels/clock';
import { REFUND_STATE } from '../../lib/parking/refund-machine';
import { REFUND_SCREENS } from '../../lib/areas/refunds/screens';
import { ONLINE_CHANNELS, type OnlineChannel } from '../channels/adapter';
import { accountForLot, adapterOf } from '../channels/accounts';
import { atRestKeyFrom } from '../channels/at-rest';
import { toMs, type Db } from '../db';
import { runService } from '../kernel/service';
import { importStatement, type ImportResult } from '../areas/reconcile/import';
import { DEMO_PASSWORD, SECRET, type TestBackend } from '../test/harness';
import { screenCalls, type Row } from '../test/screen-calls';
import { DEMO_CHANNELS_FILE } from './channels';
import { DEMO_PAY_PARAMS_NAMES } from './pay-params';
import { until as waitUntil } from '../test/until';

const DAY = 86_400_000;

/** Longer and less often: the demo's simulated channels answer in seconds. */
const until = <T>(probe: () => Promise<T | null | undefined | false>, what: string, ms = 15_000) => waitUntil(probe, what, ms, 200);

/** The demo as demo.test.ts seeded it: its database, its backend, the channels' data directory, and a restart of the backend. */
export interface SeededDemo {
  db(): Db;
  t(): TestBackend;
  dataDir(): string;
  restart(): Promise<void>;
}

/** The cases, declared inside demo.test.ts's describe block after its own read-only ones. */
export function demoChannelCases(demo: SeededDemo): void {
  const tokens: Record<string, string> = {};
  const { call, ok, list } = screenCalls({ backend: demo.t, tokens, screens: REFUND_SCREENS, pageSize: 100 });
  let press = 0;
  /** A row action pressed once (its idempotency key). */
  const act = (entity: string, action: string, id: number, values: Record<string, unknown>, user: string) =>
    ok(call(entity, action, { ids: [id], values, idempotencyKey: `demo-refund-${String((press += 1)).padStart(4, '0')}` }, user));
  const signIn = async () => {
    tokens.cs = await demo.t().signIn('cs', DEMO_PASSWORD);
    tokens.finance = await demo.t().signIn('finance', DEMO_PASSWORD);
  };

  /** Customer service asks a refund of part of a demo payment of `channel`; finance reviews and confirms it: the refund's row. */
  async function refundOne(channel: OnlineChannel): Promise<Row> {
    const payment = (await list('refundablePayment', { channel, refundable: 1 }, 'cs')).rows.find((r) => Number(r.amount) >= 200)!;
    await act('refundablePayment', 'requestRefund', payment.id, { amount: 100, reason: '重复扣费' }, 'cs');
    const refund = (await list('refundReview', { paymentNo: payment.paymentNo }, 'finance')).rows.find((r) => r.state === REFUND_STATE.requested)!;
    expect(refund).toMatchObject({ requestedBy: 'cs', channel, amount: 100 });
    await act('refundReview', 'review', refund.id, {}, 'finance');
    await act('refundReview', 'confirm', refund.id, {}, 'finance');
    return until(async () => (await list('refundRecord', { refundNo: refund.refundNo }, 'finance')).rows.find((r) => r.state === REFUND_STATE.refunded), `the ${channel} refund`);
  }

  describe('its simulated payment channels', () => {
    let db: Db;
    let t: TestBackend;
    let dataDir: string;
    beforeAll(async () => {
      db = demo.db();
      dataDir = demo.dataDir();
      t = demo.t();
      await signIn();
    });

    it('gives the demo an enabled account on each simulated channel, pointed at this backend, its secrets in a private file', async () => {
      const running = t.backend.demoChannels!;
      expect(running).not.toBeNull();
      const accounts = await db.query<{ id: number; channel: string; name: string; status: number; gateway_url: string; notify_url: string }>(
        'SELECT id, channel, name, status, gateway_url, notify_url FROM pay_params ORDER BY channel');
      expect(accounts.map((a) => [a.channel, a.name, a.status])).toEqual([['alipay', DEMO_PAY_PARAMS_NAMES.alipay, 1], ['wechat', DEMO_PAY_PARAMS_NAMES.wechat, 1]]);
      for (const account of accounts) {
        expect(account.gateway_url).toBe(running.channels.accounts[account.channel as OnlineChannel].gatewayUrl);
        expect(account.gateway_url).toMatch(/^https?:\/\/127\.0\.0\.1:\d+/);
        expect(account.notify_url).toBe(`http://127.0.0.1:${new URL(t.baseUrl).port}/notify/${account.channel}/${account.id}`);
      }
      for (const file of fs.readdirSync(dataDir)) expect([file, fs.statSync(path.join(dataDir, file)).mode & 0o777]).toEqual([file, 0o600]);
      expect(fs.readdirSync(dataDir)).toContain(DEMO_CHANNELS_FILE);
    });

    it('makes every Alipay and WeChat payment of the week a trade of the channel: yesterday\'s statements reconcile', async () => {
      // The week's Alipay refund went through the outbox at its own time: refunded then, its call done.
      const history = await db.query<{ state: number; sending: string; refunded_at: unknown }>(
        "SELECT r.state, j.state AS sending, r.refunded_at FROM refunds r JOIN outbox_jobs j ON j.key = 'refund:' || r.refund_no WHERE r.channel = 'alipay'");
      expect(history.map((r) => [r.state, r.sending])).toEqual([[REFUND_STATE.refunded, 'done']]);
      expect(toMs(history[0].refunded_at)).toBeLessThan(t.clock.now() - DAY);
      const day = channelDay(t.clock.now() - DAY);
      const [lot] = await db.query<{ id: number }>('SELECT id FROM parking_lots ORDER BY id LIMIT 1');
      for (const channel of ONLINE_CHANNELS) {
        const [{ n }] = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM payments WHERE channel = $1 AND to_char(paid_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') = $2", [channel, day]);
        expect([channel, n]).not.toEqual([channel, 0]);
        const account = (await accountForLot(db, atRestKeyFrom(SECRET), channel, lot.id))!;
        const statement = await adapterOf(account).downloadStatement(day);
        const imported = await db.transaction((tx) => runService(tx, importStatement, {
          channel, day, fileName: statement.fileName, source: statement.file,
        }, { name: 'admin', userId: null }, { at: t.clock.now() })) as ImportResult;
        expect([channel, imported]).toEqual([channel, expect.objectContaining({ rows: n, differences: 0, pooled: 0 })]);
      }
    });

    it('refunds a demo Alipay and a demo WeChat payment through the channels, also after a restart', async () => {
      const alipay = await refundOne('alipay');
      expect(String(alipay.channelRefundNo)).toContain(String(alipay.refundNo));
      const wechat = await refundOne('wechat');
      expect(String(wechat.channelRefundNo)).toMatch(/^50300/);

      await demo.restart();
      t = demo.t();
      await signIn();
      expect(t.backend.demo?.outcome).toBe('decided');
      expect(t.backend.demoChannels).not.toBeNull();
      for (const channel of ONLINE_CHANNELS) expect((await refundOne(channel)).failure).toBeNull();
    });
  });
}
