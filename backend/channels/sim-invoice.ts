// A simulated 诺诺 诺税通 SaaS platform (the 数电 invoicing provider) for tests and the demo, on
// 127.0.0.1, answering the calls of backend/areas/invoicing/provider/ as Nuonuo does: one gateway
// path (/open/v1/services) whose calls carry the seller's app key, a signature it verifies with the
// app secret it shares with the seller (070601 签名不匹配 otherwise), the access token and the
// seller's tax ID. An invoice order is checked (sim-invoice-order.ts), taken under a serial number,
// issued by "the bureau" after a delay with a unique 20-digit number (sim-invoice-numbers.ts), or
// failed (22) when the seller's credit line would be passed; an order number taken before is refused
// as a duplicate (E9106) and never issued twice. Red confirmations: sim-invoice-red.ts. On purpose,
// now and then: transient errors (a rate, or the next few calls), before the call is done (503
// busy) or after it (its answer lost, 502), and outages (down for a while). Its books are kept in
// a store (sim-invoice-store.ts), in memory or journalled to a file, so a restart keeps them.
import { NUONUO_CODE, NUONUO_INVOICE_STATUS, NUONUO_INVOICE_TYPE, NUONUO_METHOD, NUONUO_SERVICES_PATH } from '../areas/invoicing/provider/protocol';
import { nuonuoSignatureHolds } from '../areas/invoicing/provider/sign';
import { yuanText } from '../areas/invoicing/provider/amounts';
import type { IncomingHttpHeaders } from 'node:http';
import { startSimServer, type SimServer } from './sim-http';

/** A request as the platform reads it: Nuonuo's signature, token, tax ID and method travel in its headers. */
export interface SimInvoiceRequest { path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: string }
export interface SimInvoiceAnswer { status?: number; contentType: string; body: string }
type SimInvoiceHttp = Pick<SimServer, 'url' | 'setDown' | 'outage' | 'close'>;
import { simNumbering } from './sim-invoice-numbers';
import { readSimOrder, type SimRefusal } from './sim-invoice-order';
import { advanceRedForm, applyForRed, buyerAnswersRed, redFormRow, type SimBooks } from './sim-invoice-red';
import { memorySimInvoiceStore, type SimInvoice, type SimInvoiceStore, type SimRedForm } from './sim-invoice-store';

/** A seller's account on the platform: its app's key, secret and access token, its tax ID and name. */
export interface SimInvoiceAccount { appKey: string; appSecret: string; accessToken: string; taxId: string; name: string }

export interface SimInvoiceOptions {
  accounts: SimInvoiceAccount[];
  port?: number;
  /** The platform's clock (default the real one): a test moves it past the 72-hour timeout. */
  now?: () => number;
  /** How long the bureau takes to issue an invoice or answer a red application (default 1.5 s; tests 0). */
  delayMs?: number;
  /** The share of calls that fail on purpose, transiently (default 0). */
  transientRate?: number;
  random?: () => number;
  /** The province code of the numbers (default 31, Shanghai). */
  region?: string;
  /** Each seller's credit line (授信额度) in fen: blue invoices past it fail (22); null: unlimited. */
  creditLine?: number | null;
  store?: SimInvoiceStore;
}

export type SimTransientMoment = 'before' | 'after';

export interface SimInvoicePlatform extends SimInvoiceHttp {
  /** The URL the adapter posts to (the account's gatewayUrl). */
  gatewayUrl: string;
  /** Every invoice in the books (blue and red), in the order they were taken. */
  invoices(): SimInvoice[];
  redForms(): SimRedForm[];
  /** How many calls of `method` came in (repeats, refusals and failures included). */
  callsOf(method: string): number;
  /** The next `count` calls fail transiently: before they are done (503) or after (done, the answer lost: 502). */
  failNext(count: number, moment: SimTransientMoment): void;
  /** The next `count` blue invoices fail at the bureau (22) with `cause`. */
  failNextIssues(count: number, cause: string): void;
  /** The buyer (a company) confirms the use of blue invoice `number` (勾选/入账): reversing it then needs its confirmation. */
  buyerConfirmsUse(number: string): void;
  /** The buyer answers the red confirmation `billId` awaiting it. */
  buyerAnswers(billId: string, agree: boolean): SimRedForm;
  /** Moves everything due on (issues, red answers, timeouts); done before every call and every moment anyway. */
  settle(): void;
}

const JSON_TYPE = 'application/json;charset=UTF-8';
const DEFAULT_DELAY_MS = 1_500;
const DEFAULT_REGION = '31';
/** How often the platform looks for what has become due. */
const TICK_MS = 200;
const MAX_QUERY_KEYS = 50;
const STATUS_MESSAGE: Readonly<Record<SimInvoice['status'], string>> = { 20: '开票中', 2: '开票完成（最终状态）', 22: '开票失败' };
const CREDIT_EXCEEDED = '可用授信额度不足';

type Envelope = { code: string; describe: string; result?: unknown };
const envelope = (answer: Envelope, status = 200): SimInvoiceAnswer => ({ status, contentType: JSON_TYPE, body: JSON.stringify(answer) });
const ok = (describe: string, result: unknown) => envelope({ code: NUONUO_CODE.success, describe, result });
const refusal = (r: SimRefusal) => envelope({ code: r.code, describe: r.describe });
const header = (request: SimInvoiceRequest, name: string) => { const v = request.headers[name.toLowerCase()]; return Array.isArray(v) ? v[0] : v ?? ''; };
const grossOf = (invoice: SimInvoice) => invoice.lines.reduce((sum, line) => sum + line.net + line.tax, 0);

function invoiceRow(invoice: SimInvoice): Record<string, unknown> {
  const net = invoice.lines.reduce((sum, line) => sum + line.net, 0);
  const tax = invoice.lines.reduce((sum, line) => sum + line.tax, 0);
  return {
    serialNo: invoice.serial, orderNo: invoice.orderNo, status: invoice.status, statusMsg: STATUS_MESSAGE[invoice.status], failCause: invoice.failCause,
    pdfUrl: '', pictureUrl: '', invoiceTime: invoice.issuedAt, invoiceCode: '', invoiceNo: invoice.number ?? '', allElectronicInvoiceNumber: invoice.number ?? '',
    exTaxAmount: yuanText(net), taxAmount: yuanText(tax), orderAmount: yuanText(net + tax),
    payerName: invoice.buyerName, payerTaxNo: invoice.buyerTaxId, salerTaxNum: invoice.sellerTaxId, saleName: invoice.sellerName,
    invoiceType: invoice.type === 'blue' ? Number(NUONUO_INVOICE_TYPE.blue) : Number(NUONUO_INVOICE_TYPE.red),
    oldEleInvoiceNumber: invoice.reverses ?? '', redReason: invoice.redReason ?? '',
  };
}

export async function startSimInvoice(options: SimInvoiceOptions): Promise<SimInvoicePlatform> {
  const store = options.store ?? memorySimInvoiceStore();
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const creditLine = options.creditLine ?? null;
  const books: SimBooks = { store, numbering: simNumbering(store, options.region ?? DEFAULT_REGION), now, delayMs: options.delayMs ?? DEFAULT_DELAY_MS };
  const calls = new Map<string, number>();
  const failing: SimTransientMoment[] = [];
  const failingIssues: string[] = [];

  /** The bureau's answer to an invoice that became due (given when it was due, whenever this looks): issued with its number, or failed. */
  function finish(invoice: SimInvoice): void {
    const at = invoice.dueAt;
    let cause = invoice.type === 'blue' ? failingIssues.shift() ?? '' : '';
    if (!cause && invoice.type === 'blue' && creditLine !== null) {
      const used = [...store.invoices.values()].filter((i) => i.sellerTaxId === invoice.sellerTaxId && i.type === 'blue' && i.status === '2').reduce((sum, i) => sum + grossOf(i), 0);
      if (used + grossOf(invoice) > creditLine) cause = CREDIT_EXCEEDED;
    }
    store.invoices.set(invoice.serial, cause
      ? { ...invoice, status: '22', failCause: cause }
      : { ...invoice, status: '2', number: books.numbering.nextInvoiceNumber(at), issuedAt: at });
  }

  function settle(): void {
    const at = now();
    for (const invoice of [...store.invoices.values()]) if (invoice.status === NUONUO_INVOICE_STATUS.issuing && at >= invoice.dueAt) finish(invoice);
    for (const form of [...store.redForms.values()]) advanceRedForm(form, books);
    // A red invoice made just now by a confirmation is due at once when the bureau takes no time.
    for (const invoice of [...store.invoices.values()]) if (invoice.status === NUONUO_INVOICE_STATUS.issuing && at >= invoice.dueAt) finish(invoice);
  }

  const sellersInvoices = (taxId: string) => [...store.invoices.values()].filter((i) => i.sellerTaxId === taxId);

  const methods: Record<string, (payload: Record<string, unknown>, account: SimInvoiceAccount) => SimInvoiceAnswer> = {
    [NUONUO_METHOD.issue](payload, account) {
      const order = readSimOrder(payload.order, account.taxId);
      if ('describe' in order) return refusal(order);
      if (sellersInvoices(account.taxId).some((i) => i.orderNo === order.orderNo)) return refusal({ code: NUONUO_CODE.duplicateOrder, describe: '订单编号或流水号不能重复' });
      const at = now();
      const invoice: SimInvoice = {
        serial: books.numbering.nextSerial(at), orderNo: order.orderNo, type: 'blue', invoiceLine: order.invoiceLine,
        sellerTaxId: account.taxId, sellerName: account.name, buyerName: order.buyerName, buyerTaxId: order.buyerTaxId, naturalPerson: order.naturalPerson,
        lines: order.lines, acceptedAt: at, dueAt: at + books.delayMs, status: '20', failCause: '', number: null, issuedAt: null,
        reverses: null, redReason: null, buyerConfirmedUse: false,
      };
      store.invoices.set(invoice.serial, invoice);
      settle();
      return ok('开票提交成功', { invoiceSerialNum: invoice.serial });
    },
    [NUONUO_METHOD.queryInvoice](payload, account) {
      const keys = (field: string) => (Array.isArray(payload[field]) ? (payload[field] as unknown[]).filter((k): k is string => typeof k === 'string') : []);
      const serials = keys('serialNos');
      const orderNos = keys('orderNos');
      if (serials.length + orderNos.length === 0 || serials.length + orderNos.length > MAX_QUERY_KEYS) return refusal({ code: NUONUO_CODE.refused, describe: `流水号或订单号须为1至${MAX_QUERY_KEYS}个` });
      const rows = sellersInvoices(account.taxId).filter((i) => serials.includes(i.serial) || orderNos.includes(i.orderNo)).map(invoiceRow);
      return rows.length ? ok('查询成功', rows) : refusal({ code: NUONUO_CODE.invoiceNotFound, describe: '发票不存在' });
    },
    [NUONUO_METHOD.saveRedConfirm](payload, account) {
      const form = applyForRed(payload, { taxId: account.taxId, name: account.name }, books);
      if ('describe' in form) return refusal(form);
      settle();
      return ok('调用成功', form.billId);
    },
    [NUONUO_METHOD.queryRedConfirm](payload, account) {
      const form = store.redForms.get(typeof payload.billId === 'string' ? payload.billId : '');
      const list = form && form.sellerTaxId === account.taxId ? [redFormRow(form, store)] : [];
      return ok('查询成功', { total: list.length, list });
    },
  };

  function authenticated(request: SimInvoiceRequest): SimInvoiceAccount | SimInvoiceAnswer {
    const appKey = request.query.get('appkey') ?? '';
    const candidates = options.accounts.filter((a) => a.appKey === appKey);
    if (!candidates.length) return refusal({ code: NUONUO_CODE.appKeyInvalid, describe: '获取app密钥失败或appkey无效' });
    const parts = {
      appKey, senid: request.query.get('senid') ?? '', nonce: request.query.get('nonce') ?? '', timestamp: request.query.get('timestamp') ?? '',
      content: request.body, path: request.path,
    };
    if (!nuonuoSignatureHolds(candidates[0].appSecret, parts, header(request, 'X-Nuonuo-Sign'))) return refusal({ code: NUONUO_CODE.signatureMismatch, describe: '签名不匹配' });
    const account = candidates.find((a) => a.taxId === header(request, 'userTax'));
    if (!account) return refusal({ code: NUONUO_CODE.refused, describe: '授权商户税号不存在' });
    if (header(request, 'accessToken') !== account.accessToken) return refusal({ code: NUONUO_CODE.tokenInvalid, describe: 'accessToken无效' });
    return account;
  }

  /** The transient failure of this call, if it is to have one. */
  function transientNow(): SimTransientMoment | null {
    const planned = failing.shift();
    if (planned) return planned;
    if (options.transientRate && random() < options.transientRate) return random() < 0.5 ? 'before' : 'after';
    return null;
  }

  const server = await startSimServer((path, body, _peer, query, headers) => answer({ path, query, headers, body }), options.port);
  const http: SimInvoiceHttp = { url: server.url, setDown: server.setDown, outage: server.outage, close: server.close };

  async function answer(request: SimInvoiceRequest): Promise<SimInvoiceAnswer> {
    if (request.path !== NUONUO_SERVICES_PATH) return { status: 404, contentType: 'text/plain', body: 'not found' };
    const method = header(request, 'method');
    calls.set(method, (calls.get(method) ?? 0) + 1);
    settle();
    const account = authenticated(request);
    if ('body' in account) return account;
    const handler = methods[method];
    if (!handler) return refusal({ code: NUONUO_CODE.refused, describe: `不存在的方法: ${method}` });
    let payload: unknown;
    try { payload = JSON.parse(request.body); } catch { payload = null; }
    if (!payload || typeof payload !== 'object') return refusal({ code: NUONUO_CODE.refused, describe: '请求报文格式有误' });
    const moment = transientNow();
    if (moment === 'before') return envelope({ code: NUONUO_CODE.refused, describe: '系统繁忙，请稍后重试' }, 503);
    const result = handler(payload as Record<string, unknown>, account);
    return moment === 'after' ? { status: 502, contentType: 'text/plain', body: 'Bad Gateway' } : result;
  }

  const ticker = setInterval(settle, TICK_MS);
  ticker.unref();

  return {
    ...http,
    gatewayUrl: `${http.url}${NUONUO_SERVICES_PATH}`,
    invoices: () => [...store.invoices.values()],
    redForms: () => [...store.redForms.values()],
    callsOf: (method) => calls.get(method) ?? 0,
    failNext(count, moment) { for (let i = 0; i < count; i += 1) failing.push(moment); },
    failNextIssues(count, cause) { for (let i = 0; i < count; i += 1) failingIssues.push(cause); },
    buyerConfirmsUse(number) {
      const blue = [...store.invoices.values()].find((i) => i.number === number && i.type === 'blue');
      if (!blue) throw new Error(`sim invoice: no blue invoice ${number}`);
      store.invoices.set(blue.serial, { ...blue, buyerConfirmedUse: true });
    },
    buyerAnswers(billId, agree) {
      settle();
      const form = buyerAnswersRed(billId, agree, books);
      settle();
      return store.redForms.get(form.billId)!;
    },
    settle,
    async close() {
      clearInterval(ticker);
      await http.close();
    },
  };
}
