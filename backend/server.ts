// The reference ASHX backend: node:http, every call a form-encoded POST read and answered with
// the shared codec (lib/ashx/server-side.ts). createBackend migrates and seeds the database, then
// returns a server to listen with. The database belongs to the caller: close() stops the HTTP
// server only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseCompress, type CompressCode } from '../lib/ashx/compress';
import { ASHX_FORM_HEADER, MENU_VERSION_HEADER } from '../lib/ashx/headers';
import { checkRequestSignature, decodeAshxDatas, encodeAshxResponse, readAshxEnvelope, type AshxEnvelope, type IncomingAshxRequest } from '../lib/ashx/server-side';
import { DEFAULT_LANGUAGE, STATUS_OK, TOKEN_RENEWAL_MS } from '../lib/spec-constants';
import packageJson from '../package.json';
import { audit } from './auth/audit';
import { hasGrant } from './auth/grants';
import { dummyPasswordHash } from './auth/passwords';
import { findCaller, type Caller } from './auth/tokens';
import { isRequestedPageAccess, type Access, type BackendSettings, type BackendStats, type PageAccess, type RequestContext } from './context';
import type { Db } from './db';
import { migrate } from './db/migrate';
import { atRestKeyFrom } from './channels/at-rest';
import { driverTradeExpirer, qrKeyFrom } from './areas/merchants';
import { serveNotification } from './channels/notify';
import { EXIT_WINDOW_SWEEP_MS, sweepExitWindows } from './areas/charging/exit-windows';
import { SMS_SEND_INTERVAL_MS, sendQueuedReminders, type SmsGatewayConfig } from './areas/charging/arrears/sms-sender';
import { EXPIRY_NOTICE_INTERVAL_MS, queueExpiryNotices } from './areas/rentals/expiry-notices';
import { COUPON_EXPIRY_INTERVAL_MS, expireCoupons } from './areas/charging/coupons/expire';
import { AshxFailure, STATUS, fail } from './kernel/failures';
import { HOUSEKEEPING_INTERVAL_MS, housekeeping } from './housekeeping';
import { bodyLimitFor, clientAddress, drained, readBody, streamedUploadForm } from './http';
import { backendMessage, resolveLanguage } from './messages';
import type { EngineRegistry } from './entities/engine';
import { REGISTRY } from './entities/registry';
import { seedDemoDevices } from './areas/devices/demo-estate';
import { startDeviceService, type DeviceService, type DeviceServiceOptions } from './areas/devices/service';
import { buildOperations, findOperation, hasPublicOperation } from './operations';
import { FORGET_SEEN_INTERVAL_MS, firstSighting, forgetOldSignatures } from './auth/replay';
import { loadSimClaimCodes, loadSimFleet, loadSimRegulars, loadSimVehicles } from './simulator/fleet-source';
import { driverPayments } from './simulator/drivers';
import { payByCode } from './channels/pay-by-code';
import { callAshx } from '../lib/ashx/client';
import { ashxError } from '../lib/ashx/errors';
import { startSimulator, type Simulator } from './simulator/simulator';
import type { TrafficOptions } from './simulator/traffic';
import { seed, type SeedResult } from './seed';
import { seedDemo, type DemoChannelsRunning, type DemoOutcome, type DemoSummary } from './demo/seed-demo';
import type { DemoChannelsStarter } from './demo/channels';
import { pointDemoPayParams } from './demo/pay-params';
import { startLeadership, type Leadership } from './leader';
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './kernel/outbox/worker';
import { refundSender } from './areas/refunds/refund-outbox';
import { PACK_SCHEDULE_INTERVAL_MS, ROLLUP_DRAIN_INTERVAL_MS, drainRollups, sendDuePacks } from './areas/reports';
import { RED_SWEEP_INTERVAL_MS, invoiceIssuer, invoiceMailer, redIssuer, reverseRefunds, sweepRedConfirmations } from './areas/invoicing';
import { onlineExpirer } from './areas/rentals/online-expiry';
import { mailSender, NO_SMTP_SECRETS, type MailerOptions } from './mail';

export interface BackendLog {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface BackendOptions {
  db: Db;
  /** ASHX_SIGNING_SECRET: the shared secret of request signatures. */
  secret: string;
  /** Login name of the super administrator (default 'admin'). */
  adminUser?: string;
  /** Password of the super administrator; applied at every start when given. */
  adminPassword?: string;
  /** DEMO_PASSWORD: the demo roles and users get this password. */
  demoPassword?: string;
  /** DEMO_SEED (1 or users): add the demo roles and users (generated passwords without demoPassword). */
  demoUsers?: boolean;
  /**
   * DEMO_SEED=1: the demo operator (backend/demo/) at the first start on an empty database; false:
   * this database starts without it (recorded, never reconsidered). Unset (tests): nothing decided.
   */
  demoEstate?: boolean;
  demoLots?: string[];
  /** DRIVER_PAGE_URL: the demo operator's QR codes lead there (its driver page's address). */
  demoDriverPageUrl?: string;
  /**
   * With the demo operator: its simulated Alipay and WeChat Pay (backend/demo/channels.ts), started
   * when the demo is made or was made with them, and closed with the backend.
   */
  demoChannels?: DemoChannelsStarter;
  /** Lifetime of an access token (default TOKEN_RENEWAL_MS, 90 minutes). */
  tokenLifetimeMs?: number;
  /** SSO_ENABLED (default true). */
  ssoEnabled?: boolean;
  /** Addresses of consoles on other machines whose X-Forwarded-For names the client (loopback always does). */
  trustedConsoles?: string[];
  /** Declared screens and their stores (default: lib/screens/registry.ts and backend/entities/registry.ts). */
  registry?: EngineRegistry;
  /** The clock (ms since the epoch); tests move it. */
  now?: () => number;
  log?: BackendLog;
  /** How often a backend that does not lead tries to (backend/leader.ts; default 2 s). */
  leaderRetryMs?: number;
  /**
   * The outbox worker (backend/kernel/outbox/): its timing; `autoStart: false` leaves it to the
   * test, which drives it by backend.outbox.step() and drain().
   */
  outbox?: Omit<OutboxWorkerOptions, 'now' | 'log'>;
  /** Mail through the /SendEmailInfo sender (backend/mail/): SMTP_PASSWORD from the environment; unset: no password. */
  mail?: MailerOptions;
  /**
   * The report rollups drained by the leader every ROLLUP_DRAIN_INTERVAL_MS (default true). Tests
   * turn it off (backend/test/harness.ts) and drain them themselves where they read them.
   */
  reportRollups?: boolean;
  /** The SMS gateway the queued arrears reminders are delivered to (backend/areas/charging/arrears/sms-sender.ts); unset: they stay queued. */
  sms?: SmsGatewayConfig;
  /** Talk to field devices over MQTT (docs/devices.md); unset: device operations answer 'devicesOff'. */
  devices?: Omit<DeviceServiceOptions, 'now' | 'log'> & {
    /**
     * Run the device simulator in this process, with this activity (events per device per minute).
     * Its drivers pay by phone through this backend; by Alipay and WeChat too with `onlineChannels`
     * (the lots' accounts must be on simulated channels: default, while the demo's run).
     */
    simulator?: { activity: number; traffic?: TrafficOptions; onlineChannels?: boolean };
    /** Locks (with sensors, node, pay station, gate) to seed in the first demo lot (DEMO_DEVICES). */
    demoLocks?: number;
  };
}

export interface Backend {
  server: http.Server;
  /** Starts listening (port 0 picks a free port); resolves with the address taken. */
  listen(port?: number, host?: string): Promise<{ host: string; port: number; url: string }>;
  /** Stops listening and closes open connections. The database stays open. */
  close(): Promise<void>;
  /** Migration files applied by this start (empty when the database was up to date). */
  migrationsApplied: string[];
  /** What seeding did; generatedAdminPassword is set once, when the admin user was created. */
  seed: SeedResult;
  /** What the demo's first-start decision did (null when not asked). */
  demo: { outcome: DemoOutcome; summary?: DemoSummary } | null;
  /** The demo's simulated payment channels while they run, and its accounts on them. */
  demoChannels: DemoChannelsRunning | null;
  /** The device service, when started, and the in-process simulator while this process leads. */
  devices: DeviceService | null;
  readonly simulator: Simulator | null;
  /** Whether this process leads: listens to the devices and runs the periodic work. */
  leadership: Leadership;
  /** This process's outbox worker: makes the calls that leave the house (every process runs one). */
  outbox: OutboxWorker;
}

const PLAIN: CompressCode = { request: 0, response: 0 };
const UNKNOWN_HANDLER = '(unknown)';
const consoleLog: BackendLog = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export async function createBackend(options: BackendOptions): Promise<Backend> {
  const { db, secret } = options;
  if (!secret) throw new Error('createBackend needs the signing secret');
  const clock = options.now ?? Date.now;
  const log = options.log ?? consoleLog;

  const migrationsApplied = await migrate(db);
  const seedResult = await seed(db, {
    adminUser: options.adminUser ?? 'admin',
    adminPassword: options.adminPassword,
    demoPassword: options.demoPassword,
    demoUsers: options.demoUsers,
    demoLots: options.demoLots,
    screens: (options.registry ?? REGISTRY).screens,
    pages: (options.registry ?? REGISTRY).pages ?? [],
    now: clock(),
  });
  const atRestKey = atRestKeyFrom(secret);
  const seeded = options.demoEstate === undefined ? null : await seedDemo(db, {
    wanted: options.demoEstate, now: clock(), keepLots: options.demoLots, atRestKey, driverPageUrl: options.demoDriverPageUrl,
    ...(options.demoChannels ? { channels: { starter: options.demoChannels, atRestKey } } : {}),
  });
  const demoChannels = seeded?.channels ?? null;
  const demo = seeded && { outcome: seeded.outcome, ...(seeded.summary ? { summary: seeded.summary } : {}) };
  await housekeeping(db, clock());
  // Computed now, so the first sign-in of an unknown account takes no longer than later ones.
  await dummyPasswordHash();

  const settings: BackendSettings = {
    tokenLifetimeMs: options.tokenLifetimeMs ?? TOKEN_RENEWAL_MS,
    ssoEnabled: options.ssoEnabled ?? true,
    version: packageJson.version,
    startedAt: clock(),
    atRestKey,
    qrKey: qrKeyFrom(secret),
  };
  const stats: BackendStats = { requestsByHandler: new Map() };
  const trustedConsoles = options.trustedConsoles ?? [];
  const operations = buildOperations(options.registry ?? REGISTRY);
  if (options.devices?.demoLocks && options.demoLots?.length) await seedDemoDevices(db, options.demoLots[0], options.devices.demoLocks);
  const leadership = await startLeadership(db, { retryMs: options.leaderRetryMs, log });
  const devices = options.devices
    ? await startDeviceService(db, leadership, { ...options.devices, now: clock, log })
      .catch(async (error) => { await leadership.close(); await demoChannels?.channels.close(); throw error; })
    : null;
  let simulator: Simulator | null = null;
  /** Where this backend answers its own calls (the simulated drivers'), once it listens. */
  let selfUrl: string | null = null;
  const simulatorOptions = options.devices?.simulator;
  if (devices && simulatorOptions) {
    const drivers = driverPayments({
      call: (handler, payload) => (selfUrl
        ? callAshx({ baseUrl: selfUrl, handler, payload, language: DEFAULT_LANGUAGE, signingSecret: secret })
        : Promise.resolve({ ok: false as const, error: ashxError.network() })),
      ...(simulatorOptions.onlineChannels ?? demoChannels !== null
        ? { chargeCode: (channel, lotId, request) => payByCode(db, atRestKey, channel, lotId, request) } : {}),
      random: Math.random,
    });
    // The simulator plays the devices once, in the leader; it was asked for, so it is 'in process'.
    devices.simulatorInProcess = true;
    await leadership.add({
      name: 'the device simulator',
      start: async () => {
        const started = await startSimulator({
          url: devices.brokerUrl, deviceSecret: devices.deviceSecret, source: () => loadSimFleet(db), vehicles: () => loadSimVehicles(db), regulars: () => loadSimRegulars(db),
          claimCodes: () => loadSimClaimCodes(db, qrKeyFrom(secret)),
          activity: simulatorOptions.activity, traffic: simulatorOptions.traffic, drivers, log: (message) => log.info(`Simulator: ${message}`),
        });
        simulator = started;
        return async () => { simulator = null; await started.close(); };
      },
    });
  }

  interface Attempt { request: IncomingAshxRequest; getList: string; address: string; now: number }

  /** 403, and the attempt in the audit log: who, when, which page and button, why. */
  async function refuse(caller: Caller, attempt: Attempt, need: Partial<PageAccess>, reason: string): Promise<never> {
    await audit(db, {
      at: attempt.now, actor: caller.loginName, address: attempt.address, action: 'access.refused', page: need.page ?? null,
      detail: { handler: attempt.request.handler, getList: attempt.getList, page: need.page ?? null, button: need.button ?? null, reason },
    });
    throw fail.forbidden();
  }

  /** A valid, fresh signature seen for the first time; else refused (4003) with the reason. */
  async function checkSignature(envelope: AshxEnvelope, now: number): Promise<void> {
    const signature = checkRequestSignature(envelope, secret, now);
    if (signature !== 'ok') throw fail.signature(signature);
    if (!(await firstSighting(db, envelope.privatekey, now))) throw fail.replayed();
  }

  /** `signed`: the signature was checked already (before the datas were decoded). */
  async function authorize(access: Access, attempt: Attempt, signed: boolean): Promise<Caller | null> {
    const { request, now } = attempt;
    if (access === 'public') return null;
    if (!signed) await checkSignature(request, now);
    if (access === 'server') return null;
    const caller = await findCaller(db, request.accessToken, now);
    if (!caller) throw fail.token();
    if (access === 'signed-in') return caller;
    const need = isRequestedPageAccess(access) ? access.fromRequest(request.payload) : access;
    if ('refused' in need) return refuse(caller, attempt, { page: need.page }, need.refused);
    if (caller.isSuper) return caller;
    if (!(await hasGrant(db, caller.roleGroupId, need))) return refuse(caller, attempt, need, 'not-granted');
    return caller;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const now = clock();
    const url = new URL(req.url ?? '/', 'http://backend');
    const language = resolveLanguage(url.searchParams.get('lan'));
    let code = parseCompress(url.searchParams.get('compress') ?? '00') ?? PLAIN;

    const send = (statusCode: number, data: unknown, message: string, httpStatus = 200) => {
      if (res.headersSent) { res.end(); return; }
      res.writeHead(httpStatus, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(encodeAshxResponse(statusCode, data, message, code));
    };
    const sendFailure = (failure: AshxFailure, httpStatus = 200) => {
      const msg = backendMessage(language, failure.code, failure.values);
      send(failure.statusCode, { msg, code: failure.code, ...failure.extra }, msg, httpStatus);
    };

    let streamed: http.IncomingMessage | null = null;
    try {
      if (req.method === 'GET' && url.pathname === '/health') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ ok: true, database: db.kind, version: settings.version, leader: leadership.leading }));
        return;
      }
      // The payment channels' notifications (backend/channels/notify.ts): not ASHX calls.
      if (await serveNotification(req, res, db, settings.atRestKey, now)) return;
      if (req.method !== 'POST') {
        req.resume();
        sendFailure(new AshxFailure(STATUS.notFound, 'methodNotAllowed'), 405);
        return;
      }
      // A streamed upload: the form in a header, the body left unread for the operation (a file).
      const streamedForm = streamedUploadForm(req.headers[ASHX_FORM_HEADER], req.headers['content-type']);
      if (streamedForm !== null) {
        streamed = req;
        // An upload's connection is not kept for another request (it may be cut mid-file).
        res.setHeader('connection', 'close');
      }
      const body = streamedForm ?? await readBody(req, bodyLimitFor(url.pathname));
      if (body === null) {
        res.setHeader('connection', 'close');
        sendFailure(new AshxFailure(STATUS.invalid, 'bodyTooLarge'), 413);
        return;
      }
      const read = readAshxEnvelope(url.pathname, url.searchParams, new URLSearchParams(body));
      if (!read.ok) {
        if (read.reason === 'not-ashx') sendFailure(new AshxFailure(STATUS.notFound, 'unknownHandler'), 404);
        else sendFailure(fail.invalid(['compress']));
        return;
      }
      code = read.envelope.compress;
      const known = Object.hasOwn(operations, read.envelope.handler);
      // A handler with nothing public checks the signature before anything is decoded: an unsigned
      // request costs it one MD5, never a decompression or a parse.
      const signed = known && !hasPublicOperation(operations[read.envelope.handler]);
      if (signed) await checkSignature(read.envelope, now);
      const decoded = decodeAshxDatas(read.envelope, bodyLimitFor(url.pathname));
      if (!decoded.ok) {
        if (decoded.reason === 'too-large') sendFailure(new AshxFailure(STATUS.invalid, 'bodyTooLarge'), 413);
        else sendFailure(decoded.reason === 'too-deep' ? fail.tooDeep() : fail.invalid(['datas']));
        return;
      }
      const request = decoded.request;
      const getList = typeof request.payload.GetList === 'string'
        ? request.payload.GetList : url.searchParams.get('GetList') ?? '';
      const handlerName = known ? request.handler : UNKNOWN_HANDLER;
      stats.requestsByHandler.set(handlerName, (stats.requestsByHandler.get(handlerName) ?? 0) + 1);
      const operation = findOperation(request.handler, getList, operations);
      if (!operation) {
        sendFailure(new AshxFailure(STATUS.notFound, known ? 'unknownOperation' : 'unknownHandler'));
        return;
      }

      const address = clientAddress(req, trustedConsoles);
      const caller = await authorize(operation.access, { request, getList, address, now }, signed);
      if (caller) res.setHeader(MENU_VERSION_HEADER, String(caller.menuVersion));
      if (Boolean(streamed) !== Boolean(operation.upload)) throw fail.invalid([operation.upload ? 'upload' : 'datas']);
      const input = operation.input.safeParse(request.payload);
      if (!input.success) {
        throw fail.invalid([...new Set(input.error.issues.map((issue) => issue.path.join('.') || '(datas)'))]);
      }
      const context: RequestContext = {
        db, now, language, address, request, caller, settings, stats, devices, ...(streamed ? { upload: streamed } : {}),
      };
      const data = await operation.run(context, input.data);
      send(STATUS_OK, data, '');
    } catch (error) {
      // A refused upload's file is read to its end (bounded by the console) so the answer reaches it.
      if (streamed && !streamed.readableEnded) await drained(streamed);
      if (error instanceof AshxFailure) {
        sendFailure(error);
        return;
      }
      log.error(`Internal error on ${req.method} ${url.pathname}:`, error);
      sendFailure(new AshxFailure(STATUS.internal, 'internalError'), 500);
    } finally {
      // An upload refused before its operation ran (a bad envelope): what is left is thrown away.
      if (streamed && !streamed.readableEnded) streamed.resume();
    }
  }

  const server = http.createServer((req, res) => { void handle(req, res); });
  // Periodic clean-ups run in the leader only: once, whatever the number of backends.
  await leadership.add({
    name: 'housekeeping',
    start: async () => {
      const every = (ms: number, what: string, work: (now: number) => Promise<unknown>) => {
        const timer = setInterval(() => { work(clock()).catch((error) => log.error(`${what} failed:`, error)); }, ms);
        timer.unref();
        return timer;
      };
      const timers = [
        every(HOUSEKEEPING_INTERVAL_MS, 'Housekeeping', (now) => housekeeping(db, now)),
        every(FORGET_SEEN_INTERVAL_MS, 'Forgetting old signatures', (now) => forgetOldSignatures(db, now)),
        every(EXIT_WINDOW_SWEEP_MS, 'Exit window sweep', (now) => sweepExitWindows(db, now)),
        // Monthly cards' expiry notices, queued for the SMS sender below (backend/areas/rentals/expiry-notices.ts).
        every(EXPIRY_NOTICE_INTERVAL_MS, 'Queueing card expiry notices', (now) => queueExpiryNotices(db, now)),
        // Coupons past their validity (backend/areas/charging/coupons/expire.ts).
        every(COUPON_EXPIRY_INTERVAL_MS, 'Expiring coupons', (now) => expireCoupons(db, now)),
        // Refunds of invoiced payments reversed, red confirmations awaiting the other side asked again (docs/invoicing.md).
        every(RED_SWEEP_INTERVAL_MS, 'Reversing refunded invoices', async (now) => { await reverseRefunds(db, now); await sweepRedConfirmations(db, now); }),
        // The day's management packs mailed to their recipient lists (backend/areas/reports/pack/schedule.ts).
        every(PACK_SCHEDULE_INTERVAL_MS, 'Mailing the daily management packs', (now) => sendDuePacks(db, now, log)),
      ];
      // The report rollups brought up to date (backend/areas/reports/rollups/), one run at a time.
      let rollupRun: Promise<unknown> | null = null;
      if (options.reportRollups !== false) {
        timers.push(every(ROLLUP_DRAIN_INTERVAL_MS, 'Draining report rollups', async () => {
          if (rollupRun) return;
          rollupRun = drainRollups(db).finally(() => { rollupRun = null; });
          await rollupRun;
        }));
      }
      // Queued reminders to the SMS gateway (backend/areas/charging/arrears/sms-sender.ts), one run at a time.
      let smsRun: Promise<unknown> | null = null;
      const sms = options.sms;
      if (sms) {
        timers.push(every(SMS_SEND_INTERVAL_MS, 'Sending SMS reminders', async (now) => {
          if (smsRun) return;
          smsRun = sendQueuedReminders(db, sms, now).finally(() => { smsRun = null; });
          await smsRun;
        }));
      }
      return async () => { for (const timer of timers) clearInterval(timer); await smsRun; await rollupRun; };
    },
  });

  // The calls that leave the house, made after their transactions commit: in every process, as
  // the worker is safe with several (backend/kernel/outbox/claim.ts). One handler per kind.
  const outbox = startOutboxWorker(db, [refundSender(db, atRestKey), onlineExpirer(db, atRestKey), mailSender(db, options.mail ?? { secrets: NO_SMTP_SECRETS }),
    invoiceIssuer(db, atRestKey), redIssuer(db, atRestKey), invoiceMailer(db), driverTradeExpirer(db, atRestKey)], { ...options.outbox, now: clock, log });

  return {
    server,
    migrationsApplied,
    seed: seedResult,
    demo,
    demoChannels,
    devices,
    get simulator() { return simulator; },
    leadership,
    outbox,
    listen: (port = 0, host = '127.0.0.1') => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address() as AddressInfo;
        const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        const listening = { host: address.address, port: address.port, url: `http://${shownHost}:${address.port}` };
        // This machine's own calls (the simulated drivers', the demo channels' notifications) come over loopback when it listens on every address.
        selfUrl = ['0.0.0.0', '::'].includes(address.address) ? `http://127.0.0.1:${address.port}` : listening.url;
        if (!demoChannels) { resolve(listening); return; }
        pointDemoPayParams(db, demoChannels.payParams, demoChannels.channels.accounts, selfUrl, clock()).then(() => resolve(listening), reject);
      });
    }),
    close: async () => {
      await outbox.close();
      await leadership.close();
      await devices?.close();
      await demoChannels?.channels.close();
      await new Promise<void>((resolve) => {
        if (!server.listening) { resolve(); return; }
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
