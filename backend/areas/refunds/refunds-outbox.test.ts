// Refunds on the outbox (backend/kernel/outbox/), through the real HTTP backend and the simulated
// Alipay and WeChat servers, counting the refund requests each channel received per refund number:
// - the backend stops between the confirmation and the call: the intent is there, a restarted
//   backend sends it once; one that died mid-call is taken over when its lease ends, and the
//   channel, asked first, is not sent the refund again;
// - the channel down for a while: tried again with growing waits, then sent once; down for good:
//   parked, shown on /RefundReview, sent when finance presses "Send again";
// - two workers racing on one database (two pools on PostgreSQL, as two backend processes; one
//   PGlite otherwise): every refund sent exactly once, none lost.
import { REFUND_STATE } from '../../../lib/parking/refund-machine';
import { PAY_PARAMS_SCREENS } from '../../../lib/areas/pay-params/screens';
import { REFUND_SCREENS } from '../../../lib/areas/refunds/screens';
import { hashPassword } from '../../auth/passwords';
import { atRestKeyFrom } from '../../channels/at-rest';
import type { SimAlipay } from '../../channels/sim-alipay';
import type { SimWechat } from '../../channels/sim-wechat';
import { bookPayment } from '../charging/payments';
import { openPostgres, type Db } from '../../db';
import { runService } from '../../kernel/service';
import { claimDue } from '../../kernel/outbox/claim';
import { OUTBOX_LEASE_MS, startOutboxWorker } from '../../kernel/outbox/worker';
import { HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { ADMIN_PASSWORD, DEMO_PASSWORD, SECRET, startBackend, testDatabases, type TestBackend } from '../../test/harness';
import { screenCalls, type Row } from '../../test/screen-calls';
import { startSimChannels, type SimChannels } from '../../test/sim-channels';
import { quoteStay } from '../orders/quote';
import { REFUND_SEND, type RefundSendPayload } from './channel-send';
import { refundSender } from './refund-outbox';

jest.setTimeout(120_000);

/** Small waits (1 s, 2 s, 4 s) and three attempts, so a test walks a job to parked quickly. */
const OUTBOX = { autoStart: false, backoff: { baseMs: 1_000, maxMs: 4_000, maxAttempts: 3 } };
const LONGEST_WAIT = 4_000;

describe.each(testDatabases())('refunds on the outbox on $name', (database) => {
  let db: Db;
  let url: string | undefined;
  let dispose: () => Promise<void>;
  let t: TestBackend;
  let sims: SimChannels;
  let alipay: SimAlipay;
  let wechat: SimWechat;
  const tokens: Record<string, string> = {};
  let lot = 0;
  let plateNo = 0;
  let press = 0;
  const { call, ok, list, create, update } = screenCalls({ backend: () => t, tokens, screens: [...REFUND_SCREENS, ...PAY_PARAMS_SCREENS], pageSize: 100 });
  const key = () => `press-outbox-${String((press += 1)).padStart(4, '0')}`;
  const act = (entity: string, action: string, id: number, user: string, idempotent = false) =>
    ok(call(entity, action, { ids: [id], values: {}, ...(idempotent ? { idempotencyKey: key() } : {}) }, user, 'en-US'));
  const send = () => t.backend.outbox.drain();
  const refundRow = async (refundNo: unknown) => (await list('refundRecord', { refundNo })).rows[0];
  /** How often `refund`'s channel was asked to carry it out. */
  const requestsOf = (refund: Row) => (refund.channel === 'alipay' ? alipay : wechat).refundRequests().filter((n) => n === refund.refundNo).length;
  const jobOf = async (refund: Row) => (await db.query<{ state: string; attempts: number }>(
    'SELECT state, attempts FROM outbox_jobs WHERE key = $1', [`refund:${String(refund.refundNo)}`]))[0];

  /** A 6.00 payment on `channel`, a refund of 2.00 requested by admin, reviewed and confirmed by approver: its row. */
  async function confirmed(channel: 'alipay' | 'wechat'): Promise<Row> {
    const plate = `粤Q${String((plateNo += 1)).padStart(5, '0')}`;
    const stay = await enter(db, lot, plate, t.clock.now() - 2.5 * HOUR);
    const quote = await db.transaction((tx) => runService(tx, quoteStay, { stayId: stay.id }, { name: 'test', userId: null }, { at: t.clock.now() })) as { orderNo: string };
    const { tradeNo } = await sims.adapters[channel].pay({ outTradeNo: quote.orderNo, amount: 600, authCode: channel === 'alipay' ? '28763443825664394' : '134567890123456789', subject: 'Parking' });
    await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel, place: 'online', channelTxnNo: tradeNo },
      { name: 'test', userId: null }, { at: t.clock.now(), idempotencyKey: `book-${plate.slice(2)}-0000` }));
    const [payment] = (await list('refundablePayment', { plate })).rows;
    const requested = await ok<{ result: { refundNo: string }[] }>(call('refundablePayment', 'requestRefund',
      { ids: [payment.id], values: { amount: 200, reason: 'Charged twice' }, idempotencyKey: key() }, 'admin', 'en-US'));
    const refund = await refundRow(requested.result[0].refundNo);
    await act('refundReview', 'review', refund.id, 'approver');
    await act('refundReview', 'confirm', refund.id, 'approver', true);
    return refundRow(refund.refundNo);
  }

  beforeAll(async () => {
    ({ db, dispose, url } = await database.open());
    t = await startBackend(db, { outbox: OUTBOX });
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    await db.query(`INSERT INTO users (login_name, display_name, password_hash, role_group_id)
      SELECT 'approver', 'Approver', $1, role_group_id FROM users WHERE login_name = 'admin'`, [await hashPassword(DEMO_PASSWORD)]);
    tokens.approver = await t.signIn('approver', DEMO_PASSWORD);
    lot = await addLot(db, 'Outbox lot');
    await addRate(db, lot);
    sims = await startSimChannels({ create, update }, t.baseUrl, () => t.clock.now());
    ({ alipay, wechat } = sims);
  }, 180_000);
  afterEach(() => { alipay.setDown(false); wechat.setDown(false); });
  afterAll(async () => {
    await sims?.close();
    await t?.close();
    await dispose?.();
  });

  it('sends once, after a restart, a refund whose backend stopped between the confirmation and the call', async () => {
    const refund = await confirmed('alipay');
    // Committed: the refund is confirmed (sending) and its call is in the outbox; nothing left the house.
    expect(refund).toMatchObject({ state: REFUND_STATE.confirmed, sending: 'queued' });
    expect(await jobOf(refund)).toEqual({ state: 'queued', attempts: 0 });
    expect(requestsOf(refund)).toBe(0);
    // The backend stops before its worker ran; another starts on the same database (its own
    // address: the accounts' notify URLs follow it).
    await t.close();
    t = await startBackend(db, { outbox: OUTBOX });
    for (const channel of ['alipay', 'wechat'] as const) await sims.edit(channel, { notifyUrl: `${t.baseUrl}/notify/${channel}/${sims.payParams[channel].id}` });
    expect(await send()).toBe(1);
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.refunded, sending: 'done', failure: null });
    expect(requestsOf(refund)).toBe(1);
    expect(await send()).toBe(0);
    expect(requestsOf(refund)).toBe(1);
  });

  it('takes over, when its lease ends, a call whose worker died before recording the answer: the channel is asked, not sent it again', async () => {
    const refund = await confirmed('wechat');
    const carried = wechat.refundsCarriedOut();
    // A worker takes the job and makes the call, and dies before it records what WeChat said.
    const [job] = await claimDue(db, [REFUND_SEND], t.clock.now(), 1, OUTBOX_LEASE_MS);
    await refundSender(db, atRestKeyFrom(SECRET)).send({ ...job, payload: job.payload as RefundSendPayload }, t.clock.now());
    expect(requestsOf(refund)).toBe(1);
    expect(await send()).toBe(0);
    t.clock.advance(OUTBOX_LEASE_MS + 1);
    expect(await send()).toBe(1);
    await wechat.settled();
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.refunded, sending: 'done' });
    expect(requestsOf(refund)).toBe(1);
    expect(wechat.refundsCarriedOut()).toBe(carried + 1);
  });

  it('tries again while the channel is down, with growing waits, then sends the refund once', async () => {
    const refund = await confirmed('wechat');
    wechat.setDown(true);
    expect(await send()).toBe(1);
    const first = await refundRow(refund.refundNo);
    expect(first).toMatchObject({ state: REFUND_STATE.confirmed, sending: 'retrying' });
    expect(String(first.failure)).toContain('HTTP 503');
    // Not due again at once: the worker waits.
    expect(await send()).toBe(0);
    t.clock.advance(LONGEST_WAIT);
    expect(await send()).toBe(1);
    expect(await jobOf(refund)).toEqual({ state: 'retrying', attempts: 2 });
    wechat.setDown(false);
    t.clock.advance(LONGEST_WAIT);
    expect(await send()).toBe(1);
    await wechat.settled();
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.refunded, sending: 'done', failure: null });
    expect(requestsOf(refund)).toBe(1);
  });

  it('parks a refund whose channel stays down, shows it to finance, and sends it when finance presses Send again', async () => {
    const refund = await confirmed('alipay');
    alipay.setDown(true);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await send()).toBe(1);
      t.clock.advance(LONGEST_WAIT);
    }
    const parked = await refundRow(refund.refundNo);
    expect(parked).toMatchObject({ state: REFUND_STATE.confirmed, sending: 'parked' });
    expect(String(parked.failure)).toContain('HTTP 503');
    expect((await list('refundReview', { sending: 'parked' })).rows.map((r) => r.refundNo)).toContain(refund.refundNo);
    // Parked: left for a person, however long it waits.
    t.clock.advance(HOUR);
    expect(await send()).toBe(0);
    alipay.setDown(false);
    await act('refundReview', 'retry', refund.id, 'approver', true);
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.confirmed, sending: 'queued', failure: null });
    expect(await send()).toBe(1);
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.refunded, sending: 'done' });
    expect(requestsOf(refund)).toBe(1);
  });

  it('sends each refund exactly once with two workers racing on one database, and loses none', async () => {
    const refunds: Row[] = [];
    for (const channel of ['alipay', 'wechat', 'alipay', 'wechat', 'alipay', 'wechat'] as const) refunds.push(await confirmed(channel));
    // On PostgreSQL each worker has its own pool, as two backend processes would.
    const other = url ? await openPostgres(url) : db;
    try {
      const atRestKey = atRestKeyFrom(SECRET);
      const workers = [db, other].map((pool) => startOutboxWorker(pool, [refundSender(pool, atRestKey)], { now: t.clock.now, autoStart: false, batch: 1 }));
      const taken = await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.close()));
      expect(taken[0] + taken[1]).toBe(refunds.length);
    } finally {
      if (other !== db) await other.close();
    }
    await wechat.settled();
    for (const refund of refunds) {
      expect([refund.refundNo, requestsOf(refund), await jobOf(refund)]).toEqual([refund.refundNo, 1, { state: 'done', attempts: 1 }]);
      expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.refunded });
    }
  });
});
