// The adapter against the running simulated platform (backend/channels/sim-invoice.ts) over real
// HTTP on 127.0.0.1: issue and query to issued, an order number issued once however often it is
// sent, signatures and credentials refused, transient failures classified as such and outages
// lived through, refused orders, the bureau's failures, and red confirmations: a natural person's
// (red issued at once), a company's that awaits its confirmation (confirmed, denied or timed out
// on the platform's clock), partial and full reversals and a second full one refused.
import { startSimInvoice, type SimInvoiceAccount, type SimInvoicePlatform } from '../../../channels/sim-invoice';
import { issueInvoice, queryInvoice, queryRedConfirmation, requestRedConfirmation } from './client';
import { NUONUO_CODE, NUONUO_METHOD } from './protocol';
import type { BlueInvoiceRequest, InvoiceResult, ProviderAccount, ProviderFailure, RedConfirmRequest, RedConfirmResult } from './types';

const SELLER: SimInvoiceAccount = { appKey: 'SD63236305', appSecret: 'SDDED2523BED4643', accessToken: 'token-a', taxId: '91310115MA1K3YJ12X', name: '上海某停车管理有限公司' };
const OTHER_SELLER: SimInvoiceAccount = { ...SELLER, accessToken: 'token-b', taxId: '91330106MA2AYNWD8M', name: '杭州某停车有限公司' };
const COMPANY_BUYER = { name: '浙江诺诺网络科技有限公司', taxId: '91330106MA2B2ABCDN', naturalPerson: false };
const PERSON_BUYER = { name: '张三', taxId: null, naturalPerson: true };
const PARKING = '3040502020200000000';
const DELAY_MS = 1_000;
const HOUR_MS = 3_600_000;
const START = Date.UTC(2026, 10, 28, 2, 0, 0);

let clock = START;
let sim: SimInvoicePlatform;
let account: ProviderAccount;
let orders = 0;

const accountOf = (a: SimInvoiceAccount, gatewayUrl: string): ProviderAccount => ({ gatewayUrl, appKey: a.appKey, appSecret: a.appSecret, accessToken: a.accessToken, taxId: a.taxId });

/** An order of one or more parking payments (9 % tax split: 9.00 -> 8.26 + 0.74). */
function order(overrides: Partial<BlueInvoiceRequest> = {}): BlueInvoiceRequest {
  orders += 1;
  return {
    orderNo: `INV-${orders}`, kind: 'normal', orderedAt: clock, seller: { name: SELLER.name, address: '上海市浦东新区', phone: '021-12345678' },
    buyer: PERSON_BUYER, drawer: '李四',
    lines: [
      { name: '*经营租赁*车辆停放服务', taxCode: PARKING, unit: '次', quantity: 1, rateBasisPoints: 900, gross: 900, net: 826, tax: 74 },
      { name: '*经营租赁*车辆停放服务', taxCode: PARKING, unit: '次', quantity: 3, rateBasisPoints: 900, gross: 1000, net: 917, tax: 83 },
    ],
    ...overrides,
  };
}

function expectAccepted<T extends { status: string }>(outcome: T | ProviderFailure): T {
  expect(outcome.status).toBe('accepted');
  return outcome as T;
}

async function issued(request: BlueInvoiceRequest): Promise<Extract<InvoiceResult, { status: 'issued' }>> {
  const { serial } = expectAccepted(await issueInvoice(account, request));
  clock += DELAY_MS;
  const result = await queryInvoice(account, { serial });
  expect(result.status).toBe('issued');
  return result as Extract<InvoiceResult, { status: 'issued' }>;
}

function redOf(blue: { number: string }, buyer: { name: string; taxId: string | null }, overrides: Partial<RedConfirmRequest> = {}): RedConfirmRequest {
  orders += 1;
  return {
    billId: `RED-${orders}`, redOrderNo: `RED-INV-${orders}`, blueNumber: blue.number, blueKind: 'normal', reason: '01',
    sellerName: SELLER.name, buyer, ...overrides,
  };
}

async function redState(billId: string): Promise<Extract<RedConfirmResult, { status: 'found' }>> {
  const result = await queryRedConfirmation(account, billId);
  expect(result.status).toBe('found');
  return result as Extract<RedConfirmResult, { status: 'found' }>;
}

beforeAll(async () => {
  sim = await startSimInvoice({ accounts: [SELLER, OTHER_SELLER], now: () => clock, delayMs: DELAY_MS });
  account = accountOf(SELLER, sim.gatewayUrl);
});
afterAll(() => sim.close());

describe('issuing a blue invoice', () => {
  it('is taken under a serial, issuing until the bureau answers, then issued with a 20-digit number and the order\'s amounts', async () => {
    const request = order();
    const accepted = expectAccepted(await issueInvoice(account, request));
    expect(await queryInvoice(account, { serial: accepted.serial })).toEqual({ status: 'issuing', serial: accepted.serial, orderNo: request.orderNo });
    clock += DELAY_MS;
    const result = await queryInvoice(account, { orderNo: request.orderNo });
    expect(result).toMatchObject({ status: 'issued', serial: accepted.serial, orderNo: request.orderNo, net: 826 + 917, tax: 74 + 83, gross: 1900, reverses: null, issuedAt: clock });
    // The year, Shanghai (31), the platform's channel digit, fifteen digits of sequence.
    expect((result as { number: string }).number).toMatch(/^26312\d{15}$/);
  });

  it('issues an order number once, however often and however differently it is sent', async () => {
    const request = order({ buyer: COMPANY_BUYER });
    const first = expectAccepted(await issueInvoice(account, request));
    const again = expectAccepted(await issueInvoice(account, request));
    const changed = expectAccepted(await issueInvoice(account, { ...request, lines: [request.lines[0]] }));
    expect(again.serial).toBe(first.serial);
    expect(changed.serial).toBe(first.serial);
    expect(sim.invoices().filter((i) => i.orderNo === request.orderNo)).toHaveLength(1);
  });

  it('refuses a wrong signature, an unknown app key and a wrong token, and makes nothing', async () => {
    const before = sim.invoices().length;
    expect(await issueInvoice({ ...account, appSecret: 'not-the-secret' }, order())).toMatchObject({ status: 'refused', code: NUONUO_CODE.signatureMismatch });
    expect(await issueInvoice({ ...account, appKey: 'SD00000000' }, order())).toMatchObject({ status: 'refused', code: NUONUO_CODE.appKeyInvalid });
    expect(await issueInvoice({ ...account, accessToken: 'stolen' }, order())).toMatchObject({ status: 'refused', code: NUONUO_CODE.tokenInvalid });
    expect(sim.invoices()).toHaveLength(before);
  });

  it('refuses an order whose figures or buyer are wrong, with the platform\'s codes', async () => {
    const [line] = order().lines;
    const refused = async (request: BlueInvoiceRequest) => (await issueInvoice(account, request)) as ProviderFailure;
    expect(await refused(order({ lines: [{ ...line, tax: 75 }] }))).toMatchObject({ status: 'refused', code: NUONUO_CODE.detailRefused });
    expect(await refused(order({ lines: [{ ...line, net: 816, tax: 84 }] }))).toMatchObject({ status: 'refused', code: NUONUO_CODE.detailRefused });
    expect(await refused(order({ lines: [{ ...line, taxCode: '304050202' }] }))).toMatchObject({ status: 'refused', code: NUONUO_CODE.detailRefused });
    expect(await refused(order({ lines: [{ ...line, rateBasisPoints: 800 }] }))).toMatchObject({ status: 'refused', code: NUONUO_CODE.detailRefused });
    expect(await refused(order({ lines: [] }))).toMatchObject({ status: 'refused', code: NUONUO_CODE.detailRefused });
    expect(await refused(order({ kind: 'special' }))).toMatchObject({ status: 'refused', code: NUONUO_CODE.refused });
    expect(await refused(order({ buyer: { ...COMPANY_BUYER, taxId: 'not a tax id' } }))).toMatchObject({ status: 'refused', code: NUONUO_CODE.refused });
  });

  it('keeps one seller\'s invoices from another', async () => {
    const mine = await issued(order());
    const theirs = accountOf(OTHER_SELLER, sim.gatewayUrl);
    expect(await queryInvoice(theirs, { serial: mine.serial })).toEqual({ status: 'unknown' });
    expect(await queryInvoice(account, { orderNo: 'NEVER-SENT' })).toEqual({ status: 'unknown' });
  });

  it('reports the bureau\'s failure with its cause', async () => {
    sim.failNextIssues(1, '购方税号有误');
    const request = order();
    const { serial } = expectAccepted(await issueInvoice(account, request));
    clock += DELAY_MS;
    expect(await queryInvoice(account, { serial })).toEqual({ status: 'failed', serial, orderNo: request.orderNo, reason: '购方税号有误' });
  });
});

describe('transient failures', () => {
  it('a busy platform (before doing anything) and a lost answer (after) are transient; sent again, the order is issued once', async () => {
    sim.failNext(1, 'before');
    const busy = order();
    expect(await issueInvoice(account, busy)).toMatchObject({ status: 'transient', code: 'HTTP_503' });
    expect(sim.invoices().some((i) => i.orderNo === busy.orderNo)).toBe(false);
    expectAccepted(await issueInvoice(account, busy));

    sim.failNext(1, 'after');
    const lost = order();
    expect(await issueInvoice(account, lost)).toMatchObject({ status: 'transient', code: 'HTTP_502' });
    const again = expectAccepted(await issueInvoice(account, lost));
    expect(sim.invoices().filter((i) => i.orderNo === lost.orderNo).map((i) => i.serial)).toEqual([again.serial]);
  });

  it('lives through an outage: transient while it lasts, accepted once it is over', async () => {
    const request = order();
    sim.outage(300);
    expect(await issueInvoice(account, request)).toMatchObject({ status: 'transient', code: 'HTTP_503' });
    expect(await queryInvoice(account, { orderNo: request.orderNo })).toMatchObject({ status: 'transient' });
    await new Promise((resolve) => { setTimeout(resolve, 400); });
    expectAccepted(await issueInvoice(account, request));
  });

  it('an unreachable platform is transient', async () => {
    const gone = await startSimInvoice({ accounts: [SELLER], delayMs: 0 });
    await gone.close();
    expect(await issueInvoice(accountOf(SELLER, gone.gatewayUrl), order())).toMatchObject({ status: 'transient', code: 'UNREACHABLE' });
  });

  it('with failures at random, every order sent until accepted is issued exactly once, each under its own 20-digit number', async () => {
    let seed = 7;
    const random = () => { seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31; return seed / 2 ** 31; };
    const flaky = await startSimInvoice({ accounts: [SELLER], delayMs: 0, transientRate: 0.4, random, region: '33' });
    const flakyAccount = accountOf(SELLER, flaky.gatewayUrl);
    try {
      const requests = Array.from({ length: 25 }, () => order());
      let transients = 0;
      for (const request of requests) {
        for (let outcome = await issueInvoice(flakyAccount, request); outcome.status !== 'accepted'; outcome = await issueInvoice(flakyAccount, request)) {
          expect(outcome.status).toBe('transient');
          transients += 1;
        }
      }
      expect(transients).toBeGreaterThan(0);
      const made = flaky.invoices();
      expect(made.map((i) => i.orderNo).sort()).toEqual(requests.map((r) => r.orderNo).sort());
      const numbers = made.map((i) => i.number);
      expect(new Set(numbers).size).toBe(requests.length);
      for (const number of numbers) expect(number).toMatch(/^\d{2}332\d{15}$/);
    } finally {
      await flaky.close();
    }
  });

  it('a seller past its credit line has its invoice failed by the bureau', async () => {
    const limited = await startSimInvoice({ accounts: [SELLER], delayMs: 0, creditLine: 2_000 });
    const limitedAccount = accountOf(SELLER, limited.gatewayUrl);
    try {
      const first = expectAccepted(await issueInvoice(limitedAccount, order()));
      const second = expectAccepted(await issueInvoice(limitedAccount, order()));
      expect(await queryInvoice(limitedAccount, first)).toMatchObject({ status: 'issued' });
      expect(await queryInvoice(limitedAccount, second)).toMatchObject({ status: 'failed', reason: '可用授信额度不足' });
    } finally {
      await limited.close();
    }
  });
});

describe('red confirmations', () => {
  it('for a natural person: applying, then no confirmation needed and the red invoice issued at once, reversing the blue', async () => {
    const blue = await issued(order());
    const request = redOf(blue, PERSON_BUYER);
    expect(await requestRedConfirmation(account, request)).toEqual({ status: 'accepted', billId: request.billId });
    expect(await redState(request.billId)).toMatchObject({ state: 'applying', redSerial: null });
    clock += DELAY_MS;
    const confirmed = await redState(request.billId);
    expect(confirmed).toMatchObject({ state: '01', redOrderNo: request.redOrderNo, redNumber: null });
    clock += DELAY_MS;
    const red = await queryInvoice(account, { serial: confirmed.redSerial! });
    expect(red).toMatchObject({ status: 'issued', orderNo: request.redOrderNo, reverses: blue.number, net: -blue.net, tax: -blue.tax, gross: -blue.gross });
    const redNumber = (red as { number: string }).number;
    expect(redNumber).toMatch(/^\d{20}$/);
    expect(redNumber).not.toBe(blue.number);
    expect((await redState(request.billId)).redNumber).toBe(redNumber);
  });

  it('a second full reversal of a blue is refused; the same request sent again is the first one', async () => {
    const blue = await issued(order());
    const request = redOf(blue, PERSON_BUYER);
    expectAccepted(await requestRedConfirmation(account, request));
    expect(await requestRedConfirmation(account, request)).toEqual({ status: 'accepted', billId: request.billId });
    expect(sim.redForms().filter((f) => f.billId === request.billId)).toHaveLength(1);
    expect(await requestRedConfirmation(account, redOf(blue, PERSON_BUYER))).toMatchObject({ status: 'refused', code: NUONUO_CODE.cannotRedAgain });
  });

  it('for a company that confirmed the invoice\'s use: awaiting the buyer, then confirmed and the red invoice issued', async () => {
    const blue = await issued(order({ buyer: COMPANY_BUYER }));
    sim.buyerConfirmsUse(blue.number);
    const request = redOf(blue, COMPANY_BUYER, { reason: '02' });
    expectAccepted(await requestRedConfirmation(account, request));
    clock += DELAY_MS;
    expect(await redState(request.billId)).toMatchObject({ state: '02', redSerial: null });
    sim.buyerAnswers(request.billId, true);
    const confirmed = await redState(request.billId);
    expect(confirmed.state).toBe('04');
    clock += DELAY_MS;
    expect(await queryInvoice(account, { orderNo: request.redOrderNo })).toMatchObject({ status: 'issued', reverses: blue.number, gross: -blue.gross });
  });

  it('denied by the buyer, or unanswered for 72 hours, it is void and the blue can be reversed again', async () => {
    const blue = await issued(order({ buyer: COMPANY_BUYER }));
    sim.buyerConfirmsUse(blue.number);
    const denied = redOf(blue, COMPANY_BUYER);
    expectAccepted(await requestRedConfirmation(account, denied));
    clock += DELAY_MS;
    sim.buyerAnswers(denied.billId, false);
    expect(await redState(denied.billId)).toMatchObject({ state: '05', redSerial: null });

    const unanswered = redOf(blue, COMPANY_BUYER);
    expectAccepted(await requestRedConfirmation(account, unanswered));
    clock += DELAY_MS;
    expect((await redState(unanswered.billId)).state).toBe('02');
    clock += 72 * HOUR_MS - DELAY_MS - 1;
    expect((await redState(unanswered.billId)).state).toBe('02');
    clock += 1;
    expect(await redState(unanswered.billId)).toMatchObject({ state: '07', redSerial: null });

    expectAccepted(await requestRedConfirmation(account, redOf(blue, COMPANY_BUYER)));
  });

  it('reverses part of a blue line by line, never more than is left, and no full reversal after a partial one', async () => {
    const blue = await issued(order());
    const [first] = order().lines;
    const partOfFirst = { blueLineIndex: 1, name: first.name, taxCode: PARKING, rateBasisPoints: 900, net: 500, tax: 45 };
    expectAccepted(await requestRedConfirmation(account, redOf(blue, PERSON_BUYER, { reason: '04', lines: [partOfFirst] })));
    clock += DELAY_MS;
    expect(await requestRedConfirmation(account, redOf(blue, PERSON_BUYER, { reason: '04', lines: [partOfFirst] }))).toMatchObject({ status: 'refused', code: NUONUO_CODE.cannotRedAgain });
    const rest = { ...partOfFirst, net: 326, tax: 29 };
    const last = redOf(blue, PERSON_BUYER, { reason: '04', lines: [rest] });
    expectAccepted(await requestRedConfirmation(account, last));
    expect(await requestRedConfirmation(account, redOf(blue, PERSON_BUYER))).toMatchObject({ status: 'refused', code: NUONUO_CODE.cannotRedAgain });
    clock += 2 * DELAY_MS;
    expect(await queryInvoice(account, { orderNo: last.redOrderNo })).toMatchObject({ status: 'issued', net: -326, tax: -29, gross: -355 });
  });

  it('refuses a blue that is not issued or not the seller\'s, and knows nothing of a billId never sent', async () => {
    expect(await requestRedConfirmation(account, redOf({ number: '26312000000999999999' }, PERSON_BUYER))).toMatchObject({ status: 'refused', code: NUONUO_CODE.refused });
    const blue = await issued(order());
    const theirs = accountOf(OTHER_SELLER, sim.gatewayUrl);
    expect(await requestRedConfirmation(theirs, redOf(blue, PERSON_BUYER))).toMatchObject({ status: 'refused' });
    expect(await queryRedConfirmation(account, 'NEVER-SENT')).toEqual({ status: 'unknown' });
  });

  it('counts every call it got, refusals included', () => {
    expect(sim.callsOf(NUONUO_METHOD.issue)).toBeGreaterThan(10);
    expect(sim.callsOf(NUONUO_METHOD.saveRedConfirm)).toBeGreaterThan(5);
  });
});
