// Refunds and the payment channels through the real HTTP backend, against simulated Alipay and
// WeChat servers over real HTTP on 127.0.0.1: a refund requested by one person and approved by
// another (the requester refused as approver, with the message), partial refunds capped at what
// is left, a refund sent again under the same number carried out once, the channel's
// notification verified and applied once (a forged one refused), and the pay params' secrets
// stored sealed (the raw table holds no plaintext) and never sent back. A payment queried by our
// order number on both channels; a payment whose notification was lost, found by reconciliation
// (status differs), booked by asking the channel. A request signed with a wrong key (Alipay RSA2,
// WeChat HMAC-SHA256) refused by the simulated channel as the real one answers, and the refund
// failed on our side with no money moved. A confirmed refund's call is made by the outbox worker
// after the confirmation commits: these tests drive it (send()).
import { generateKeyPairSync } from 'node:crypto';
import { REFUND_STATE } from '../../../lib/parking/refund-machine';
import { PAY_PARAMS_SCREENS } from '../../../lib/areas/pay-params/screens';
import { RECONCILE_SCREENS } from '../../../lib/areas/reconcile/screens';
import { REFUND_SCREENS } from '../../../lib/areas/refunds/screens';
import { fromWechatXml, signWechatFields, toWechatXml, encryptReqInfo } from '../../../lib/channels/wechat-sign';
import { ALIPAY_SIGN_TYPE, alipayResponseText, rsa2Verify, signAlipayParams } from '../../../lib/channels/alipay-sign';
import { hashPassword } from '../../auth/passwords';
import { alipayAdapter } from '../../channels/alipay';
import type { SimAlipay } from '../../channels/sim-alipay';
import type { SimWechat } from '../../channels/sim-wechat';
import { makeSimTls } from '../../channels/sim-tls';
import { postOverTls } from '../../channels/tls-post';
import { wechatAdapter } from '../../channels/wechat';
import { splitClientCertificate } from '../../../lib/channels/pem';
import type { ChannelAdapter } from '../../channels/adapter';
import { bookPayment } from '../charging/payments';
import { quoteStay } from '../orders/quote';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { importStatement, type ImportResult } from '../reconcile/import';
import { parseAlipayStatement, statementDayOf } from '../../../lib/areas/reconcile/statements';
import { HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { screenCalls, type Row } from '../../test/screen-calls';
import { ALIPAY_APP_ID, ALIPAY_APP_KEYS as app, WECHAT, WECHAT_TLS, startSimChannels, type SimChannels } from '../../test/sim-channels';

jest.setTimeout(60_000);

describe.each(testDatabases())('refunds and payment channels on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let sims: SimChannels;
  let alipay: SimAlipay;
  let wechat: SimWechat;
  let adapters: Record<string, ChannelAdapter>;
  let payParams: Record<string, Row>;
  const tokens: Record<string, string> = {};
  let lot = 0;
  let plateNo = 0;
  const { call, ok, list, create, update } = screenCalls({ backend: () => t, tokens, screens: [...REFUND_SCREENS, ...PAY_PARAMS_SCREENS, ...RECONCILE_SCREENS], pageSize: 100 });
  /** The simulated channels' clock: the backend's, unless a test pays on another day. */
  let channelNow: number | null = null;
  const act = (entity: string, action: string, id: number, values: Record<string, unknown>, user: string, key?: string) =>
    call(entity, action, { ids: [id], values, ...(key ? { idempotencyKey: key } : {}) }, user, 'en-US');
  let press = 0;
  const key = () => `press-refund-${String((press += 1)).padStart(4, '0')}`;

  /** A vehicle 2.5 hours in the lot, its 6.00 order made: its plate, stay and order number. */
  async function ordered(): Promise<{ plate: string; stayId: number; orderNo: string }> {
    const plate = `粤R${String((plateNo += 1)).padStart(5, '0')}`;
    const stay = await enter(db, lot, plate, t.clock.now() - 2.5 * HOUR);
    const quote = await db.transaction((tx) => runService(tx, quoteStay, { stayId: stay.id }, { name: 'test', userId: null }, { at: t.clock.now() }));
    return { plate, stayId: stay.id, orderNo: String((quote as { orderNo: string }).orderNo) };
  }
  /** The channel paid 6.00 under our order number (barcode pay), as the pay screens do: its transaction number. */
  const payOnChannel = async (channel: 'alipay' | 'wechat', outTradeNo: string) => (await adapters[channel].pay({
    outTradeNo, amount: 600, authCode: channel === 'alipay' ? '28763443825664394' : '134567890123456789', subject: 'Parking',
  })).tradeNo;
  /** A vehicle 2.5 hours in the lot pays its 6.00 on `channel` (on the simulated server, then booked): its payment row. */
  async function paid(channel: 'alipay' | 'wechat' | 'cash'): Promise<Row> {
    const { plate, stayId, orderNo } = await ordered();
    const channelTxnNo = channel === 'cash' ? undefined : await payOnChannel(channel, orderNo);
    await db.transaction((tx) => runService(tx, bookPayment, { stayId, channel, place: channel === 'cash' ? 'booth' : 'online', channelTxnNo },
      { name: 'test', userId: null }, { at: t.clock.now(), idempotencyKey: `book-${plate.slice(2)}-0000` }));
    return (await list('refundablePayment', { plate })).rows[0];
  }
  /** Customer service (admin) requests a refund of `amount`: the refund's row on /RefundReview. */
  async function requested(payment: Row, amount: number): Promise<Row> {
    await ok(act('refundablePayment', 'requestRefund', payment.id, { amount, reason: 'Charged twice' }, 'admin', key()));
    return (await list('refundReview', { paymentNo: payment.paymentNo })).rows.find((r) => r.amount === amount && r.state === REFUND_STATE.requested)!;
  }
  const refundRow = async (refundNo: unknown) => (await list('refundRecord', { refundNo })).rows[0];
  const edit = (channel: 'alipay' | 'wechat', changes: Record<string, unknown>) => sims.edit(channel, changes);
  /** The outbox worker makes the calls that are due (a confirmed refund's). */
  const send = () => t.backend.outbox.drain();

  useTestBackend(database, {
    backend: { outbox: { autoStart: false } }, tokens, beforeClose: async () => { await sims?.close(); }, timeoutMs: 120_000,
  }, async (env) => {
    ({ db, t } = env);
    // A second person with the administrator's grants.
    await db.query(`INSERT INTO users (login_name, display_name, password_hash, role_group_id)
      SELECT 'approver', 'Approver', $1, role_group_id FROM users WHERE login_name = 'admin'`, [await hashPassword(DEMO_PASSWORD)]);
    tokens.approver = await t.signIn('approver', DEMO_PASSWORD);
    lot = await addLot(db, 'Harbour lot');
    await addRate(db, lot);

    sims = await startSimChannels({ create, update }, t.baseUrl, () => channelNow ?? t.clock.now());
    ({ alipay, wechat, adapters, payParams } = sims);
  });

  it('stores the pay params\' secrets sealed and sends back only their masks', async () => {
    const secrets = [ALIPAY_APP_ID, app.privateKey, alipay.alipayPublicKey, WECHAT.mchId, WECHAT.apiKey, WECHAT_TLS.merchantBundle];
    const bodies = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').split(/\s+/).filter((line) => line.length > 20);
    const fragments = secrets.flatMap((s) => (s.includes('-----') ? bodies(s) : [s]));
    const raw = JSON.stringify(await db.query('SELECT * FROM pay_params'));
    for (const fragment of fragments) expect(raw).not.toContain(fragment);
    expect(raw).toContain('v1:');
    const audit = JSON.stringify(await db.query("SELECT * FROM audit_log WHERE entity IN ('alipayPayParams', 'wechatPayParams')"));
    for (const fragment of fragments) expect(audit).not.toContain(fragment);

    const answers = [await call('alipayPayParams', 'list', { startIndex: 1, endIndex: 10 }), await call('wechatPayParams', 'list', { startIndex: 1, endIndex: 10 })];
    for (const fragment of fragments) expect(JSON.stringify(answers)).not.toContain(fragment);
    const [alipayRow] = (await list('alipayPayParams')).rows;
    expect(alipayRow).toMatchObject({ name: 'Alipay main', appIdMask: '********0001', gatewayUrl: alipay.gatewayUrl });
    expect(alipayRow).not.toHaveProperty('privateKey');
    expect((await list('wechatPayParams')).rows[0]).toMatchObject({ mchIdMask: '********0109', apiKeyMask: '********Js0A', wxAppId: WECHAT.appId });
    // A gateway that is not an http(s) address is refused, nothing changed.
    // An enabled WeChat account's certificate must be the merchant's certificate with its key
    // (mutual TLS): typed now, or kept from a draft when the account is enabled.
    const draft = { name: 'No cert', wxAppId: WECHAT.appId, certificate: app.publicKey, gatewayUrl: 'https://api.mch.weixin.qq.com', lotId: lot };
    const notACertificate = await call('wechatPayParams', 'create', { values: { ...draft, status: 1 } }, 'admin', 'en-US');
    expect([codeOf(notACertificate), msgOf(notACertificate)]).toEqual(['payParamsCertificateInvalid', "Paste the merchant's API client certificate (apiclient_cert.pem) followed by its private key (apiclient_key.pem)."]);
    const kept = await create('wechatPayParams', { ...draft, status: 0 });
    const { certificate: _typedBefore, ...enabling } = { ...draft, status: 1 };
    expect(codeOf(await call('wechatPayParams', 'update', { id: kept.id, values: enabling }))).toBe('payParamsCertificateInvalid');
    await ok(call('wechatPayParams', 'delete', { ids: [kept.id] }));
    const bad = await call('alipayPayParams', 'create', { values: { name: 'Bad', gatewayUrl: 'ftp://example.com', status: 1 } });
    expect([statusOf(bad), codeOf(bad)]).toEqual([400, 'payParamsUrlInvalid']);
    expect((await list('alipayPayParams')).total).toBe(1);
  });

  it('refunds in two steps by two people: the requester is refused as approver', async () => {
    const payment = await paid('alipay');
    expect(payment).toMatchObject({ channel: 'alipay', amount: 600, remaining: 600, refundable: 1 });
    const refund = await requested(payment, 250);
    expect(refund).toMatchObject({ requestedBy: 'admin', channel: 'alipay' });
    expect(refund.refundNo).toMatch(/^R\d{14}$/);

    for (const action of ['review', 'reject']) {
      const own = await act('refundReview', action, refund.id, {}, 'admin');
      expect([action, statusOf(own), codeOf(own), msgOf(own)]).toEqual([action, 400, 'approverIsRequester', 'An approval needs a second person: you cannot approve what you requested yourself.']);
    }
    // Finance cannot confirm what nobody reviewed.
    expect(codeOf(await act('refundReview', 'confirm', refund.id, {}, 'approver', key()))).toBe('refundRefusedConfirm');
    await ok(act('refundReview', 'review', refund.id, {}, 'approver'));
    expect(codeOf(await act('refundReview', 'confirm', refund.id, {}, 'admin', key()))).toBe('approverIsRequester');
    expect(alipay.refundsCarriedOut()).toBe(0);

    await ok(act('refundReview', 'confirm', refund.id, {}, 'approver', key()));
    // Confirmed and queued: nothing has left the house yet.
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.confirmed, failure: null });
    expect(alipay.refundsCarriedOut()).toBe(0);
    expect(await send()).toBe(1);
    const done = await refundRow(refund.refundNo);
    expect(done).toMatchObject({ state: REFUND_STATE.refunded, reviewedBy: 'approver', confirmedBy: 'approver', amount: 250, failure: null });
    expect(String(done.channelRefundNo)).toContain(String(refund.refundNo));
    expect(alipay.refundsCarriedOut()).toBe(1);
    expect((await list('refundablePayment', { paymentNo: payment.paymentNo })).rows[0]).toMatchObject({ refunded: 250, refunding: 0, remaining: 350 });
    // Alipay's notification of that refund and the worker's record of Alipay's answer: whichever
    // comes second finds it refunded already, so it was refunded once.
    await alipay.settled();
    expect(alipay.deliveries.at(-1)).toMatchObject({ status: 200, answer: 'success' });
    const refundedOnce = await db.query(
      "SELECT action FROM audit_log WHERE entity = 'refund' AND entity_id = $1 AND (after->>'state')::int = $2 AND (before->>'state')::int <> $2",
      [refund.id, REFUND_STATE.refunded]);
    expect(refundedOnce).toEqual([{ action: expect.stringMatching(/^refund\.(sent|settle)$/) }]);
    // The channel's statement of the day, in Alipay's own zip, reconciles with our books: the
    // payment and the refund are on both sides, nothing differs.
    const day = statementDayOf(t.clock.now());
    const statement = await adapters.alipay.downloadStatement(day);
    const parsed = [];
    for await (const row of parseAlipayStatement(statement.file, day)) parsed.push([row.kind, row.channelTxnNo, row.amount, row.refundNo ?? null]);
    expect(parsed).toEqual([['payment', payment.channelTxnNo, 600, null], ['refund', payment.channelTxnNo, 250, refund.refundNo]]);
    const imported = await db.transaction((tx) => runService(tx, importStatement, {
      channel: 'alipay', day, fileName: statement.fileName, source: statement.file,
    }, { name: 'approver', userId: null }, { at: t.clock.now() })) as ImportResult;
    expect(imported).toMatchObject({ repeated: false, rows: 2, differences: 0 });
  });

  it('caps partial refunds at what was paid minus earlier refunds; keeps every refund listed for review', async () => {
    const payment = await paid('cash');
    const refundCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM refunds WHERE payment_id = $1', [payment.id]))[0].n;
    // A 300-character reason sent straight to the backend is refused, not cut: nothing saved.
    const long = await act('refundablePayment', 'requestRefund', payment.id, { amount: 100, reason: 'R'.repeat(300) }, 'admin', key());
    expect(long.data).toMatchObject({ code: 'invalidValues', fields: { reason: 'textLength' } });
    expect(await refundCount()).toBe(0);
    await requested(payment, 400);
    const over = await act('refundablePayment', 'requestRefund', payment.id, { amount: 201, reason: 'Overcharged' }, 'admin', key());
    expect([statusOf(over), codeOf(over), msgOf(over)]).toEqual([400, 'refundExceedsRemaining', 'The refund exceeds what is left to refund of this payment (2.00 yuan).']);
    const second = await requested(payment, 200);
    const after = (await list('refundablePayment', { paymentNo: payment.paymentNo })).rows[0];
    expect(after).toMatchObject({ refunding: 600, remaining: 0, refundable: 0 });
    expect(codeOf(await act('refundablePayment', 'requestRefund', payment.id, { amount: 1, reason: 'Again' }, 'admin', key()))).toBe('refundNothingLeft');
    // A rejected refund frees its amount; a cash refund is handed back on confirmation.
    await ok(act('refundReview', 'reject', second.id, {}, 'approver'));
    expect((await list('refundablePayment', { paymentNo: payment.paymentNo })).rows[0]).toMatchObject({ remaining: 200, refundable: 1 });
    const first = (await list('refundReview', { paymentNo: payment.paymentNo })).rows.find((r) => r.state === REFUND_STATE.requested)!;
    await ok(act('refundReview', 'review', first.id, {}, 'approver'));
    await ok(act('refundReview', 'confirm', first.id, {}, 'approver', key()));
    expect(await refundRow(first.refundNo)).toMatchObject({ state: REFUND_STATE.refunded, channel: 'cash' });
    expect(await refundCount()).toBe(2);
    // The refunded and the rejected one stay on /RefundReview: under every state, and under their own.
    const review = (filters: Record<string, unknown>) => list('refundReview', { paymentNo: payment.paymentNo, ...filters });
    expect((await review({})).rows.map((r) => [r.amount, r.state]).sort()).toEqual([[200, REFUND_STATE.rejected], [400, REFUND_STATE.refunded]]);
    expect((await review({ state: REFUND_STATE.refunded })).rows.map((r) => r.id)).toEqual([first.id]);
    expect((await review({ state: REFUND_STATE.rejected })).rows.map((r) => r.id)).toEqual([second.id]);
    expect((await review({ state: REFUND_STATE.requested })).total).toBe(0);
  });

  it('carries a refund sent again under the same number out once, and applies the channel\'s notification once', async () => {
    const payment = await paid('wechat');
    const refund = await requested(payment, 600);
    await ok(act('refundReview', 'review', refund.id, {}, 'approver'));
    // The channel cannot be reached: the refund stays confirmed (sending, tried again later) with the reason.
    const gateway = payParams.wechat.gatewayUrl;
    await db.query("UPDATE pay_params SET gateway_url = 'http://127.0.0.1:9' WHERE id = $1", [payParams.wechat.id]);
    const confirmKey = key();
    await ok(act('refundReview', 'confirm', refund.id, {}, 'approver', confirmKey));
    await send();
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.confirmed, channelRefundNo: null, sending: 'retrying' });
    expect(String((await refundRow(refund.refundNo)).failure)).toContain('127.0.0.1:9');
    await db.query('UPDATE pay_params SET gateway_url = $2 WHERE id = $1', [payParams.wechat.id, gateway]);

    // Sent again: WeChat accepts it (processing), then says so by notification.
    await ok(act('refundReview', 'retry', refund.id, {}, 'approver', key()));
    await send();
    await wechat.settled();
    expect(wechat.refundsCarriedOut()).toBe(1);
    const settled = await refundRow(refund.refundNo);
    expect(settled).toMatchObject({ state: REFUND_STATE.refunded, failure: null });
    expect(String(settled.channelRefundNo)).toMatch(/^50300/);
    expect(wechat.deliveries.at(-1)!.answer).toContain('SUCCESS');

    // WeChat's refund endpoint takes only a caller with the merchant's API client certificate.
    const withoutCertificate = wechatAdapter({ gatewayUrl: wechat.gatewayUrl, ...WECHAT, notifyUrl: null, clientCert: null });
    await expect(withoutCertificate.refund({ tradeNo: String(payment.channelTxnNo), refundNo: String(refund.refundNo), amount: 600, totalAmount: 600, reason: 'retry' }))
      .rejects.toThrow('CERT_ERROR');
    const otherMerchant = splitClientCertificate(makeSimTls('1900000999').merchantBundle);
    await expect(wechatAdapter({ gatewayUrl: wechat.gatewayUrl, ...WECHAT, notifyUrl: null, clientCert: otherMerchant })
      .refund({ tradeNo: String(payment.channelTxnNo), refundNo: String(refund.refundNo), amount: 600, totalAmount: 600, reason: 'retry' })).rejects.toThrow('CERT_ERROR');
    expect(wechat.refundsCarriedOut()).toBe(1);
    // The same number again (as after a lost answer): the channel answers the same refund, no money moves.
    const again = await adapters.wechat.refund({ tradeNo: String(payment.channelTxnNo), refundNo: String(refund.refundNo), amount: 600, totalAmount: 600, reason: 'retry' });
    expect(again).toEqual({ status: 'processing', channelRefundNo: settled.channelRefundNo });
    expect(wechat.refundsCarriedOut()).toBe(1);
    // The notification delivered again changes nothing: one settlement in the history.
    const redelivered = await wechat.redeliver(wechat.deliveries.length - 1);
    expect(redelivered.status).toBe(200);
    const settles = await db.query("SELECT entity_id FROM audit_log WHERE action = 'refund.settle'");
    expect(settles).toHaveLength(1);
    // A press repeated with its key answers the first result and sends nothing.
    await ok(act('refundReview', 'confirm', refund.id, {}, 'approver', confirmKey));
    expect(await send()).toBe(0);
    expect(wechat.refundsCarriedOut()).toBe(1);
  });

  it('asks the channel before sending again: a refund whose notification was lost is settled by the query', async () => {
    const payment = await paid('wechat');
    const refund = await requested(payment, 300);
    await ok(act('refundReview', 'review', refund.id, {}, 'approver'));
    const carried = wechat.refundsCarriedOut();
    await db.query("UPDATE pay_params SET notify_url = 'http://127.0.0.1:9/lost' WHERE id = $1", [payParams.wechat.id]);
    await ok(act('refundReview', 'confirm', refund.id, {}, 'approver', key()));
    await send();
    await wechat.settled();
    await db.query('UPDATE pay_params SET notify_url = $2 WHERE id = $1', [payParams.wechat.id, payParams.wechat.notifyUrl]);
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.refunding, sending: 'done' });
    await ok(act('refundReview', 'retry', refund.id, {}, 'approver', key()));
    await send();
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.refunded });
    expect(wechat.refundsCarriedOut()).toBe(carried + 1);
    // WeChat's trade bill of the day, as the channel writes it, reconciles with our books.
    const day = statementDayOf(t.clock.now());
    const bill = await adapters.wechat.downloadStatement(day);
    expect(bill.file.toString('utf8')).toMatch(/^\ufeff交易时间,/);
    const imported = await db.transaction((tx) => runService(tx, importStatement, {
      channel: 'wechat', day, fileName: bill.fileName, source: bill.file,
    }, { name: 'approver', userId: null }, { at: t.clock.now() })) as ImportResult;
    expect(imported).toMatchObject({ repeated: false, differences: 0 });
    expect(imported.rows).toBeGreaterThanOrEqual(4);
  });

  it('refuses a notification that does not verify, and changes nothing', async () => {
    const payment = await paid('wechat');
    const refund = await requested(payment, 100);
    const forged = toWechatXml({
      return_code: 'SUCCESS', appid: WECHAT.appId, mch_id: WECHAT.mchId, nonce_str: 'x',
      req_info: encryptReqInfo(`<root><out_refund_no>${String(refund.refundNo)}</out_refund_no><refund_status>SUCCESS</refund_status></root>`, 'NotTheMerchantsKeyNotTheMerchants'),
    });
    const answer = await fetch(`${t.baseUrl}/notify/wechat/${payParams.wechat.id}`, { method: 'POST', body: forged });
    expect(answer.status).toBe(400);
    const alipayForged = await fetch(`${t.baseUrl}/notify/alipay/${payParams.alipay.id}`, {
      method: 'POST', body: new URLSearchParams({ out_biz_no: String(refund.refundNo), refund_fee: '1.00', app_id: ALIPAY_APP_ID, sign: 'AAAA' }).toString(),
    });
    expect([alipayForged.status, await alipayForged.text()]).toEqual([400, 'fail']);
    expect(await refundRow(refund.refundNo)).toMatchObject({ state: REFUND_STATE.requested });
  });

  it('queries a payment by our order number on both channels', async () => {
    for (const channel of ['alipay', 'wechat'] as const) {
      const { orderNo } = await ordered();
      expect([channel, await adapters[channel].queryPayment(orderNo)]).toEqual([channel, null]);
      const tradeNo = await payOnChannel(channel, orderNo);
      expect([channel, await adapters[channel].queryPayment(orderNo)]).toEqual([channel, { status: 'paid', tradeNo, amount: 600 }]);
      // Refunded in full: Alipay closes the trade, WeChat says it went to refund (it was paid).
      await adapters[channel].refund({ tradeNo, refundNo: `RQ${channel}${orderNo.slice(-6)}`, amount: 600, totalAmount: 600, reason: 'test' });
      expect([channel, await adapters[channel].queryPayment(orderNo)])
        .toEqual([channel, channel === 'alipay' ? { status: 'closed' } : { status: 'paid', tradeNo, amount: 600 }]);
    }
  });

  it('books a payment whose notification was lost by asking the channel, from its status difference', async () => {
    // Paid yesterday on WeChat; the notification never reached us, so our order is unpaid.
    const day = statementDayOf(t.clock.now() - 24 * HOUR);
    channelNow = Date.parse(`${day}T10:00:00+08:00`);
    const lost = await ordered();
    const tradeNo = await payOnChannel('wechat', lost.orderNo);
    await payOnChannel('wechat', 'T2099000000000001'); // an order that is not ours
    channelNow = null;
    const bill = await adapters.wechat.downloadStatement(day);
    const imported = await db.transaction((tx) => runService(tx, importStatement, { channel: 'wechat', day, fileName: bill.fileName, source: bill.file },
      { name: 'approver', userId: null }, { at: t.clock.now() })) as ImportResult;
    expect(imported).toMatchObject({ rows: 2, matched: 0, differences: 2 });
    const differences = (await list('wechatDifference', { day: { from: day, to: day } })).rows;
    const status = differences.find((d) => d.kind === 'statusDiffers')!;
    expect(status).toMatchObject({ orderNo: lost.orderNo, channelTxnNo: tradeNo, theirAmount: 600, ourAmount: null, state: 0 });
    const other = differences.find((d) => d.kind === 'missingOurs')!;
    const notLost = await act('wechatDifference', 'settleByQuery', other.id, { reason: 'try' }, 'approver', key());
    expect([codeOf(notLost), msgOf(notLost)]).toEqual(['differenceNotLostPayment', 'Only a payment whose state differs (paid on the statement, unpaid here) can be settled by asking the channel.']);

    // The channel cannot be heard: refused with why, nothing booked or handled.
    await db.query("UPDATE pay_params SET gateway_url = 'https://127.0.0.1:9' WHERE id = $1", [payParams.wechat.id]);
    const unheard = await act('wechatDifference', 'settleByQuery', status.id, { reason: 'try' }, 'approver', key());
    expect([codeOf(unheard), String(msgOf(unheard))]).toEqual(['channelQueryFailed', expect.stringContaining('The channel could not be asked: https://127.0.0.1:9')]);
    await db.query('UPDATE pay_params SET gateway_url = $2 WHERE id = $1', [payParams.wechat.id, payParams.wechat.gatewayUrl]);
    expect((await list('refundablePayment', { plate: lost.plate })).rows).toEqual([]);

    const press = key();
    const settle = (pressKey: string) => act('wechatDifference', 'settleByQuery', status.id, { reason: 'Notification lost; WeChat confirms it' }, 'approver', pressKey);
    const settled = await ok<{ result: { paymentNo: string }[] }>(settle(press));
    expect(settled.result[0].paymentNo).toMatch(/^P\d{14}$/);
    // Booked as the notification would have: on the order, online, the channel's transaction number.
    const [payment] = (await list('refundablePayment', { plate: lost.plate })).rows;
    expect(payment).toMatchObject({ paymentNo: settled.result[0].paymentNo, orderNo: lost.orderNo, channel: 'wechat', channelTxnNo: tradeNo, amount: 600 });
    const [handled] = (await list('wechatDifference', { orderNo: lost.orderNo })).rows;
    expect(handled).toMatchObject({ state: 1, decision: 'correctOurs', reason: 'Notification lost; WeChat confirms it', handledBy: 'approver', ourAmount: 600 });
    const detail = await ok<{ sections: Record<string, Record<string, unknown>[]> }>(call('wechatDifference', 'detail', { id: status.id }));
    expect(detail.sections.ourPayment).toEqual([expect.objectContaining({ paymentNo: settled.result[0].paymentNo, channelTxnNo: tradeNo })]);
    // The press repeated answers the first result; another press is refused: handled once, booked once.
    expect((await ok<{ result: unknown }>(settle(press))).result).toEqual(settled.result);
    expect(codeOf(await settle(key()))).toBe('differenceHandled');
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE channel_txn_no = $1', [tradeNo]))[0].n).toBe(1);
  });

  it('refuses a request signed with a wrong key as the real channels do: the refund fails, no money moves', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const wrongApiKey = 'WrongKeyWrongKeyWrongKeyWrongKey';
    // The channels' own answers. Alipay: 40002 Invalid Arguments, isv.invalid-signature, signed as every answer.
    const method = 'alipay.trade.query';
    const params = signAlipayParams({
      app_id: ALIPAY_APP_ID, method, format: 'JSON', charset: 'utf-8', sign_type: ALIPAY_SIGN_TYPE, timestamp: '2026-11-24 10:00:00', version: '1.0',
      biz_content: JSON.stringify({ out_trade_no: 'T1' }),
    }, other.privateKey);
    const raw = await (await fetch(alipay.gatewayUrl, { method: 'POST', body: new URLSearchParams(params) })).text();
    expect(JSON.parse(raw)).toEqual({
      alipay_trade_query_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '无效签名' }, sign: expect.any(String),
    });
    expect(rsa2Verify(alipayResponseText(raw, method)!, JSON.parse(raw).sign, alipay.alipayPublicKey)).toBe(true);
    // WeChat: return_code FAIL, 签名错误, unsigned (the request never reached the business).
    const signedWrong = signWechatFields({ appid: WECHAT.appId, mch_id: WECHAT.mchId, nonce_str: 'n0', out_trade_no: 'T1' }, wrongApiKey);
    const wechatRaw = await postOverTls(`${wechat.gatewayUrl}/pay/orderquery`, toWechatXml(signedWrong), 'text/xml', 65_536, null);
    expect(fromWechatXml(wechatRaw.toString('utf8'))).toEqual({ return_code: 'FAIL', return_msg: '签名错误' });

    // Our side: the accounts hold a wrong key; finance confirms a refund of each channel.
    const carried = { alipay: alipay.refundsCarriedOut(), wechat: wechat.refundsCarriedOut() };
    await edit('alipay', { privateKey: other.privateKey });
    await edit('wechat', { apiKey: wrongApiKey });
    try {
      for (const [channel, reason] of [['alipay', 'isv.invalid-signature 无效签名'], ['wechat', 'WeChat: 签名错误']] as const) {
        const payment = await paid(channel);
        const refund = await requested(payment, 200);
        await ok(act('refundReview', 'review', refund.id, {}, 'approver'));
        await ok(act('refundReview', 'confirm', refund.id, {}, 'approver', key()));
        await send();
        // Refused by the channel: failed with its reason, the amount free again, nothing refunded.
        expect([channel, await refundRow(refund.refundNo)]).toEqual([channel, expect.objectContaining({ state: REFUND_STATE.failed, failure: reason, refundedAt: null })]);
        expect((await list('refundablePayment', { paymentNo: payment.paymentNo })).rows[0]).toMatchObject({ refunded: 0, refunding: 0, remaining: 600 });
        // Our client says so too, for any call.
        await expect(adapters[channel].queryPayment(String(payment.orderNo))).resolves.toMatchObject({ status: 'paid' });
      }
      const wrongAlipay = alipayAdapter({ gatewayUrl: alipay.gatewayUrl, appId: ALIPAY_APP_ID, privateKey: other.privateKey, alipayPublicKey: alipay.alipayPublicKey, notifyUrl: null });
      await expect(wrongAlipay.queryPayment('T1')).rejects.toMatchObject({ name: 'ChannelRefused', code: 'isv.invalid-signature' });
      const wrongWechat = wechatAdapter({ gatewayUrl: wechat.gatewayUrl, ...WECHAT, apiKey: wrongApiKey, notifyUrl: null, clientCert: null });
      await expect(wrongWechat.queryPayment('T1')).rejects.toMatchObject({ name: 'ChannelRefused', message: 'WeChat: 签名错误' });
      expect({ alipay: alipay.refundsCarriedOut(), wechat: wechat.refundsCarriedOut() }).toEqual(carried);
    } finally {
      await edit('alipay', { privateKey: app.privateKey });
      await edit('wechat', { apiKey: WECHAT.apiKey });
    }
  });
});
