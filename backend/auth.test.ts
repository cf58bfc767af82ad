// Sign-in, throttling, tokens, signatures, sign-out and single sign-on, over real HTTP.
import { gzipSync } from 'node:zlib';
import { MENU_VERSION_HEADER } from '../lib/ashx/headers';
import { buildAshxRequest } from '../lib/ashx/request';
import { decodeAshxResponse } from '../lib/ashx/response';
import { md5Hex } from '../lib/ashx/sign';
import { POWER_LIST_REQUEST, TOKEN_RENEWAL_MS } from '../lib/spec-constants';
import { hashPassword } from './auth/passwords';
import { KNOWN_DEVICE } from './auth/known-devices';
import { SIGN_IN_THROTTLE } from './auth/throttle';
import { RENEWAL_SHARE_MS, sha256Hex, TOKEN_RENEWAL_GRACE_MS } from './auth/tokens';
import type { AshxResult } from '../lib/ashx/response';
import type { Db } from './db';
import { SSO_TICKET_TTL_SECONDS } from './handlers/login';
import {
  ADMIN_PASSWORD, DEMO_PASSWORD, SECRET, codeOf, msgOf, startBackend, statusOf, testDatabases, type TestBackend,
} from './test/harness';
import { useTestBackend } from './test/use-backend';

jest.setTimeout(30_000);

const POWER_LIST = POWER_LIST_REQUEST;
const MINUTE = 60_000;
let addressSeq = 0;
/** A fresh private address per use, so address throttling of one test cannot leak. */
const freshAddress = () => { addressSeq += 1; return `10.0.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`; };

describe.each(testDatabases())('sign-in and tokens on $name', (database) => {
  let db: Db;
  let t: TestBackend;

  useTestBackend(database, { users: [], timeoutMs: 60_000 }, async (env) => {
    ({ db, t } = env);
  });

  const signInAs = (userId: string, password: string, address = freshAddress()) =>
    t.call<{ accessToken: string; userId: string; userName: string; hostId: string; expiresInSeconds: number }>(
      'Login', { userId, password, deviceId: 'web-test' }, { address });

  describe('sign-in', () => {
    it('answers a token and the user', async () => {
      const result = await signInAs('admin', ADMIN_PASSWORD);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.statusCode).toBe(200);
      expect(result.data).toMatchObject({ userId: 'admin', userName: 'admin', hostId: '', expiresInSeconds: TOKEN_RENEWAL_MS / 1000 });
      expect(result.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('stores only a hash of the token', async () => {
      const token = await t.signIn('auditor', DEMO_PASSWORD, { address: freshAddress() });
      const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM access_tokens WHERE token_hash = $1', [sha256Hex(token)]);
      expect(rows).toHaveLength(1);
      const raw = await db.query('SELECT 1 FROM access_tokens WHERE token_hash = $1', [token]);
      expect(raw).toHaveLength(0);
    });

    it('gives the customer-service user its hostId', async () => {
      const result = await signInAs('cs', DEMO_PASSWORD);
      expect(result.ok && result.data.hostId).toBe('host-1');
    });

    it('accepts the login name in any case', async () => {
      const result = await signInAs('ADMIN', ADMIN_PASSWORD);
      expect(result.ok && result.data.userId).toBe('admin');
    });

    it('answers a wrong password and an unknown user the same way', async () => {
      const wrong = await signInAs('admin', 'Wrong#Password1');
      const unknown = await signInAs('nobody-here', 'Wrong#Password1');
      for (const result of [wrong, unknown]) {
        expect(statusOf(result)).toBe(401);
        expect(codeOf(result)).toBe('badCredentials');
      }
      expect(msgOf(wrong)).toBe('Incorrect account or password.');
      expect(msgOf(unknown)).toBe(msgOf(wrong));
    });

    it('speaks the language of the request, Chinese by default', async () => {
      const zh = await t.call('Login', { userId: 'admin', password: 'x' }, { address: freshAddress(), language: 'zh-CN' });
      const fallback = await t.call('Login', { userId: 'admin', password: 'x' }, { address: freshAddress(), language: 'fr-FR' });
      expect(msgOf(zh)).toBe('账号或密码错误。');
      expect(msgOf(fallback)).toBe('账号或密码错误。');
    });

    it('refuses a disabled user with the same answer, even with the right password', async () => {
      await db.query(
        `INSERT INTO users (login_name, display_name, password_hash, role_group_id, disabled)
         SELECT 'retired', 'Retired', $1, id, true FROM role_groups WHERE code = 'auditors'`,
        [await hashPassword(DEMO_PASSWORD)],
      );
      const result = await signInAs('retired', DEMO_PASSWORD);
      expect(statusOf(result)).toBe(401);
      expect(codeOf(result)).toBe('badCredentials');
    });

    it('answers 400 with the fields when datas are incomplete', async () => {
      const result = await t.call('Login', { userId: 'admin' }, { address: freshAddress() });
      expect(statusOf(result)).toBe(400);
      expect(result.ok ? null : result.data).toMatchObject({ code: 'invalidRequest', fields: ['password'] });
    });
  });

  describe('throttling', () => {
    it('locks an account name after 5 failures, without checking the password, until unlocked', async () => {
      for (let i = 0; i < SIGN_IN_THROTTLE.maxAccountFailures; i++) {
        expect(statusOf(await signInAs('operator', 'Wrong#Password1'))).toBe(401);
      }
      const locked = await signInAs('operator', DEMO_PASSWORD);
      expect(statusOf(locked)).toBe(429);
      expect(codeOf(locked)).toBe('accountLocked');
      expect(msgOf(locked)).toMatch(/15 minute/);

      const admin = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const monitoring = await t.call<{ lockedAccounts: { account: string; lockedUntil: string }[] }>(
        'HandlersCatc/CatcPage', {}, { token: admin, getList: 'systemMonitoring.monitoring' });
      expect(monitoring.ok && monitoring.data.lockedAccounts.map((l) => l.account)).toContain('operator');

      const unlock = await t.call('HandlersCatc/CatcPage', { account: 'Operator' }, { token: admin, getList: 'systemMonitoring.unlockAccount' });
      expect(unlock.ok && unlock.data).toMatchObject({ account: 'operator', wasLocked: true, failuresCleared: 5 });
      expect((await signInAs('operator', DEMO_PASSWORD)).ok).toBe(true);

      const audited = await db.query(`SELECT 1 FROM audit_log WHERE action = 'account.unlocked' AND actor = 'admin'`);
      expect(audited.length).toBeGreaterThan(0);
    });

    it('counts names that do not exist, and the lock ends after 15 minutes', async () => {
      for (let i = 0; i < SIGN_IN_THROTTLE.maxAccountFailures; i++) await signInAs('Ghost', 'Wrong#Password1');
      const locked = await signInAs('ghost', 'Wrong#Password1');
      expect(statusOf(locked)).toBe(429);
      t.clock.advance(SIGN_IN_THROTTLE.lockMs - MINUTE);
      expect(msgOf(await signInAs('ghost', 'x'))).toMatch(/in 1 minute/);
      t.clock.advance(MINUTE + 1_000);
      // A fresh window: one more failure is a plain 401, not a new lock.
      expect(statusOf(await signInAs('ghost', 'Wrong#Password1'))).toBe(401);
      expect(statusOf(await signInAs('ghost', 'Wrong#Password1'))).toBe(401);
    });

    it('clears the failures of an account on success', async () => {
      const failAFewTimes = async () => {
        for (let i = 0; i < SIGN_IN_THROTTLE.maxAccountFailures - 1; i++) {
          expect(statusOf(await signInAs('auditor', 'Wrong#Password1'))).toBe(401);
        }
      };
      await failAFewTimes();
      expect((await signInAs('auditor', DEMO_PASSWORD)).ok).toBe(true);
      await failAFewTimes();
      expect((await signInAs('auditor', DEMO_PASSWORD)).ok).toBe(true);
    });

    it('locks an address after 20 failures across accounts, for that address only', async () => {
      const address = '203.0.113.20';
      for (let i = 0; i < SIGN_IN_THROTTLE.maxAddressFailures; i++) {
        expect(statusOf(await signInAs(`probe${i}`, 'Wrong#Password1', address))).toBe(401);
      }
      const locked = await signInAs('admin', ADMIN_PASSWORD, address);
      expect(statusOf(locked)).toBe(429);
      expect(codeOf(locked)).toBe('addressLocked');
      expect((await signInAs('admin', ADMIN_PASSWORD, '203.0.113.21')).ok).toBe(true);

      const admin = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const monitoring = await t.call<{ lockedAddresses: number; failedSignInsLastHour: number }>(
        'HandlersCatc/CatcPage', {}, { token: admin, getList: 'systemMonitoring.monitoring' });
      expect(monitoring.ok && monitoring.data.lockedAddresses).toBeGreaterThanOrEqual(1);
      expect(monitoring.ok && monitoring.data.failedSignInsLastHour).toBeGreaterThanOrEqual(SIGN_IN_THROTTLE.maxAddressFailures);

      t.clock.advance(SIGN_IN_THROTTLE.lockMs + 1_000);
      expect((await signInAs('admin', ADMIN_PASSWORD, address)).ok).toBe(true);
    });
  });

  describe('known browsers', () => {
    type Answer = { accessToken: string; deviceToken?: string };
    const signInFrom = (password: string, deviceToken = '', address = freshAddress()) =>
      t.call<Answer>('Login', { userId: 'cs', password, deviceId: 'web-test', deviceToken, rememberDevice: true }, { address });
    const tokenOf = async (pending: Promise<AshxResult<Answer>>) => {
      const result = await pending;
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result.data.deviceToken!;
    };

    it('lets the owner in from a browser that signed in before while failures elsewhere lock the account', async () => {
      const first = await tokenOf(signInFrom(DEMO_PASSWORD));
      expect(first).toMatch(/^[\w-]{20,}$/);
      // Only its hash is kept; other clients (no rememberDevice) get no token.
      expect(await db.query('SELECT 1 FROM known_devices WHERE token_hash = $1', [first])).toEqual([]);
      expect(await db.query('SELECT 1 FROM known_devices WHERE token_hash = $1', [sha256Hex(first)])).toHaveLength(1);
      const plain = await signInAs('auditor', DEMO_PASSWORD);
      expect(plain.ok && plain.data).not.toHaveProperty('deviceToken');

      for (let i = 0; i < SIGN_IN_THROTTLE.maxAccountFailures; i++) expect(statusOf(await signInFrom('Wrong#Password1'))).toBe(401);
      expect(codeOf(await signInFrom(DEMO_PASSWORD))).toBe('accountLocked');
      // The known browser signs in, and gets a new token; the old one is spent.
      const second = await tokenOf(signInFrom(DEMO_PASSWORD, first));
      expect(second).not.toBe(first);
      expect(codeOf(await signInFrom(DEMO_PASSWORD, first))).toBe('accountLocked');
      // The lock still holds everyone else; a token of another account does not open it.
      const auditorToken = await tokenOf(t.call<Answer>('Login', { userId: 'auditor', password: DEMO_PASSWORD, rememberDevice: true }, { address: freshAddress() }));
      expect(codeOf(await signInFrom(DEMO_PASSWORD, auditorToken))).toBe('accountLocked');
    });

    it('counts a known browser\'s wrong passwords against its token, not the account, and forgets it at the limit', async () => {
      await db.query("DELETE FROM sign_in_locks WHERE key = 'cs'");
      await db.query("DELETE FROM login_failures WHERE account = 'cs'");
      const token = await tokenOf(signInFrom(DEMO_PASSWORD));
      for (let i = 0; i < KNOWN_DEVICE.maxFailures; i++) expect(statusOf(await signInFrom('Wrong#Password1', token))).toBe(401);
      // The account was not locked by them; the token is gone.
      expect(await db.query("SELECT 1 FROM sign_in_locks WHERE scope = 'account' AND key = 'cs'")).toEqual([]);
      expect((await signInFrom(DEMO_PASSWORD)).ok).toBe(true);
      for (let i = 0; i < SIGN_IN_THROTTLE.maxAccountFailures; i++) await signInFrom('Wrong#Password1');
      expect(codeOf(await signInFrom(DEMO_PASSWORD, token))).toBe('accountLocked');
      await db.query("DELETE FROM sign_in_locks WHERE key = 'cs'");
    });
  });

  describe('tokens', () => {
    it('refuses a missing, wrong or expired token with 4000', async () => {
      const missing = await t.call('WebPowerList', POWER_LIST);
      const wrong = await t.call('WebPowerList', POWER_LIST, { token: 'not-a-token' });
      expect(statusOf(missing)).toBe(4000);
      expect(statusOf(wrong)).toBe(4000);
      expect(missing.ok ? null : missing.error.kind).toBe('session');

      const token = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      expect((await t.call('WebPowerList', POWER_LIST, { token })).ok).toBe(true);
      t.clock.advance(TOKEN_RENEWAL_MS + 1_000);
      const expired = await t.call('WebPowerList', POWER_LIST, { token });
      expect(statusOf(expired)).toBe(4000);
      expect(codeOf(expired)).toBe('tokenInvalid');
    });

    it('renews with UpdateToken; the old token is then refused', async () => {
      const old = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const renewed = await t.call<{ accessToken: string }>('Login', { accessToken: old }, { getList: 'UpdateToken', sign: false });
      expect(renewed.ok).toBe(true);
      if (!renewed.ok) return;
      expect(renewed.data.accessToken).not.toBe(old);
      expect((await t.call('WebPowerList', POWER_LIST, { token: renewed.data.accessToken })).ok).toBe(true);
      expect(statusOf(await t.call('WebPowerList', POWER_LIST, { token: old }))).toBe(4000);
      t.clock.advance(RENEWAL_SHARE_MS + 1);
      expect(statusOf(await t.call('Login', { accessToken: old }, { getList: 'UpdateToken' }))).toBe(4000);
    });

    it('gives renewals of one token at once (two console processes) the same successor, for a short time', async () => {
      const old = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const renew = () => t.call<{ accessToken: string }>('Login', { accessToken: old }, { getList: 'UpdateToken' });
      const answers = await Promise.all([renew(), renew(), renew()]);
      const tokens = answers.map((a) => (a.ok ? a.data.accessToken : `refused ${statusOf(a)}`));
      expect(new Set(tokens).size).toBe(1);
      expect(tokens[0]).not.toBe(old);
      expect((await t.call('WebPowerList', POWER_LIST, { token: tokens[0] })).ok).toBe(true);
      // The table never holds a usable token: the successor is sealed with the old token.
      const [row] = await db.query<{ sealed: string }>('SELECT successor_sealed AS sealed FROM access_tokens WHERE successor_sealed IS NOT NULL ORDER BY id DESC LIMIT 1');
      expect(row.sealed).not.toContain(tokens[0]);
      t.clock.advance(RENEWAL_SHARE_MS + 1);
      expect(statusOf(await renew())).toBe(4000);
    });

    it('gives a renewal that waited past a second renewal the current token of the session, within the window', async () => {
      const first = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const renew = async (token: string) => {
        const answer = await t.call<{ accessToken: string }>('Login', { accessToken: token }, { getList: 'UpdateToken' });
        return answer.ok ? answer.data.accessToken : `refused ${statusOf(answer)}`;
      };
      const second = await renew(first);
      t.clock.advance(5_000);
      const third = await renew(second);
      expect(new Set([first, second, third]).size).toBe(3);
      expect(await renew(first)).toBe(third);
      // Signed out: the chain ends there.
      expect((await t.call('Login', {}, { token: third, getList: 'Logout' })).ok).toBe(true);
      expect(await renew(first)).toBe('refused 4000');
    });

    it('answers signed-in calls with a menu version that changes whenever grants change', async () => {
      const token = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const version = async () => {
        let header: string | null = null;
        await t.call('WebPowerList', POWER_LIST, { token, onHeaders: (h) => { header = h.get(MENU_VERSION_HEADER); } });
        return Number(header);
      };
      const before = await version();
      expect(before).toBeGreaterThan(0);
      expect(await version()).toBe(before);
      const grant = [
        `(SELECT id FROM role_groups WHERE NOT is_super ORDER BY id LIMIT 1)`,
        `(SELECT min(id) FROM menu_entries m WHERE NOT EXISTS (SELECT 1 FROM role_grants g WHERE g.menu_entry_id = m.id))`,
      ];
      const [added] = await db.query<{ menu_entry_id: number }>(
        `INSERT INTO role_grants (role_group_id, menu_entry_id) VALUES (${grant.join(', ')}) RETURNING menu_entry_id`);
      const afterGrant = await version();
      expect(afterGrant).toBeGreaterThan(before);
      await db.query('DELETE FROM role_grants WHERE menu_entry_id = $1', [added.menu_entry_id]);
      expect(await version()).toBeGreaterThan(afterGrant);
    });

    it('renews a token expired less than 12 hours ago, not later', async () => {
      const a = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const b = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      t.clock.advance(TOKEN_RENEWAL_MS + 60 * MINUTE);
      expect((await t.call('Login', { accessToken: a }, { getList: 'UpdateToken' })).ok).toBe(true);
      t.clock.advance(TOKEN_RENEWAL_GRACE_MS);
      expect(statusOf(await t.call('Login', { accessToken: b }, { getList: 'UpdateToken' }))).toBe(4000);
    });

    it('renews the Bearer token when datas carry none', async () => {
      const token = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      expect((await t.call('Login', {}, { token, getList: 'UpdateToken' })).ok).toBe(true);
    });

    it('revokes the token on Logout and on XSwitchOut', async () => {
      const adminToken = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      expect((await t.call('Login', {}, { token: adminToken, getList: 'Logout' })).ok).toBe(true);
      expect(statusOf(await t.call('WebPowerList', POWER_LIST, { token: adminToken }))).toBe(4000);

      const csToken = await t.signIn('cs', DEMO_PASSWORD, { address: freshAddress() });
      expect((await t.call('Login', {}, { token: csToken, getList: 'XSwitchOut' })).ok).toBe(true);
      expect(statusOf(await t.call('WebPowerList', POWER_LIST, { token: csToken }))).toBe(4000);
      expect(statusOf(await t.call('Login', { accessToken: csToken }, { getList: 'UpdateToken' }))).toBe(4000);
      expect(statusOf(await t.call('Login', {}, { token: csToken, getList: 'XSwitchOut' }))).toBe(4000);
    });

    it('records sign-ins, renewals and sign-outs in the audit log', async () => {
      const rows = await db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log');
      expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining([
        'sign-in.success', 'sign-in.failure', 'sign-in.throttled', 'token.renewed', 'sign-out',
      ]));
    });
  });

  describe('signatures', () => {
    it('refuses a missing, wrong or stale signature with 4003, before the token', async () => {
      const token = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const unsigned = await t.call('WebPowerList', POWER_LIST, { token, sign: false });
      const wrong = await t.call('WebPowerList', POWER_LIST, { token, signingSecret: 'another-secret' });
      const stale = await t.call('WebPowerList', POWER_LIST, { token, now: new Date(t.clock.now() - 10 * MINUTE) });
      const noToken = await t.call('WebPowerList', POWER_LIST, { sign: false });
      for (const result of [unsigned, wrong, stale, noToken]) {
        expect(statusOf(result)).toBe(4003);
        expect(codeOf(result)).toBe('signatureInvalid');
      }
      expect((unsigned.ok ? null : unsigned.data) as object).toMatchObject({ reason: 'missing' });
      expect((wrong.ok ? null : wrong.data) as object).toMatchObject({ reason: 'mismatch' });
      expect((stale.ok ? null : stale.data) as object).toMatchObject({ reason: 'stale' });
    });

    it('refuses a signed request replayed, and one signed the old way with its own message', async () => {
      const token = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      const built = buildAshxRequest({
        baseUrl: t.baseUrl, handler: 'WebPowerList', payload: { ...POWER_LIST }, accessToken: token, language: 'en-US',
        signingSecret: SECRET, now: new Date(t.clock.now()),
      });
      const send = (body: string) => fetch(built.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
        .then(async (r) => decodeAshxResponse(await r.text(), 0));
      expect((await send(built.body)).ok).toBe(true);
      const replayed = await send(built.body);
      expect([statusOf(replayed), codeOf(replayed)]).toEqual([4003, 'requestReplayed']);
      // The first release's signature (datas and browserTm only) is named as such.
      const form = new URLSearchParams(built.body);
      form.set('privatekey', md5Hex(built.datas + built.browserTm + SECRET));
      const outdated = await send(form.toString());
      expect([statusOf(outdated), codeOf(outdated), msgOf(outdated)]).toEqual([4003, 'signatureOutdated',
        'This request is signed the old way (datas and browserTm only). Sign the handler, userId, token, compress code and time too (docs/ashx-protocol.md).']);
      // A signature is refused under another token or handler.
      form.set('privatekey', new URLSearchParams(built.body).get('privatekey')!);
      form.set('token', `Bearer ${await t.signIn('auditor', DEMO_PASSWORD, { address: freshAddress() })}`);
      expect(codeOf(await send(form.toString()))).toBe('signatureInvalid');
    });

    it('checks the signature of a signed-only handler before decoding anything, and bounds what it decodes', async () => {
      const token = await t.signIn('admin', ADMIN_PASSWORD, { address: freshAddress() });
      // 20 MB of JSON in a small gzip body, unsigned: refused for its signature, never inflated.
      const bomb = gzipSync(Buffer.from(`{"a":"${'x'.repeat(20 * 1024 * 1024)}"}`)).toString('base64');
      const url = `${t.baseUrl}/HandlersCatc/CatcCom.ashx?compress=20&lan=en-US`;
      const post = (body: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
        .then(async (r) => ({ status: r.status, answer: decodeAshxResponse(await r.text(), 0) }));
      const started = Date.now();
      const unsigned = await post(new URLSearchParams({ token: `Bearer ${token}`, datas: bomb }).toString());
      expect([unsigned.status, codeOf(unsigned.answer)]).toEqual([200, 'signatureInvalid']);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Signed, it is inflated only up to the handler's body limit.
      const signed = await t.call('HandlersCatc/CatcCom', { a: 'x'.repeat(20 * 1024 * 1024) }, { token, compress: '20', getList: 'lots.options' });
      expect(codeOf(signed)).toBe('bodyTooLarge');
      // Nested deeper than any console payload: refused before parsing.
      const deep = await t.call('HandlersCatc/CatcCom', { a: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) }, { token, compress: '20', getList: 'lots.options' });
      expect([statusOf(deep), codeOf(deep)]).toEqual([400, 'datasTooDeep']);
    });

    it('does not need a signature to sign in, renew or read the dictionary', async () => {
      expect((await t.call('Login', { userId: 'admin', password: ADMIN_PASSWORD }, { sign: false, address: freshAddress() })).ok).toBe(true);
      expect((await t.call('HandlersCatc/CatcDictionary', { type: 99, startIndex: 1, endIndex: 10 }, { sign: false })).ok).toBe(true);
    });
  });

  describe('single sign-on', () => {
    const ticketFor = (userId: string, o = {}) =>
      t.call<{ ticket: string; expiresInSeconds: number }>('Login', { userId }, { getList: 'SsoTicket', ...o });

    it('issues a single-use ticket that signs in like a password', async () => {
      const issued = await ticketFor('auditor');
      expect(issued.ok && issued.data.expiresInSeconds).toBe(SSO_TICKET_TTL_SECONDS);
      if (!issued.ok) return;
      const stored = await db.query('SELECT 1 FROM sso_tickets WHERE ticket_hash = $1', [sha256Hex(issued.data.ticket)]);
      expect(stored).toHaveLength(1);

      const first = await t.call<{ accessToken: string; userId: string }>('Login', { ticket: issued.data.ticket, deviceId: 'web-sso' }, { getList: 'SsoLogin', sign: false });
      expect(first.ok && first.data).toMatchObject({ userId: 'auditor', userName: 'Auditor', hostId: '' });
      expect((await t.call('WebPowerList', POWER_LIST, { token: first.ok ? first.data.accessToken : '' })).ok).toBe(true);

      const again = await t.call('Login', { ticket: issued.data.ticket }, { getList: 'SsoLogin' });
      expect(statusOf(again)).toBe(401);
      expect(codeOf(again)).toBe('ssoTicketInvalid');
    });

    it('refuses an expired or unknown ticket', async () => {
      const issued = await ticketFor('auditor');
      t.clock.advance((SSO_TICKET_TTL_SECONDS + 1) * 1000);
      const expired = await t.call('Login', { ticket: issued.ok ? issued.data.ticket : '' }, { getList: 'SsoLogin' });
      expect(statusOf(expired)).toBe(401);
      expect(statusOf(await t.call('Login', { ticket: 'made-up' }, { getList: 'SsoLogin' }))).toBe(401);
    });

    it('needs a signature to issue a ticket, for a known user', async () => {
      expect(statusOf(await ticketFor('auditor', { sign: false }))).toBe(4003);
      const unknown = await ticketFor('nobody');
      expect(statusOf(unknown)).toBe(401);
      expect(codeOf(unknown)).toBe('ssoUserUnknown');
    });

    it('is refused entirely when SSO is disabled', async () => {
      const off = await startBackend(db, { ssoEnabled: false });
      try {
        const ticket = await off.call('Login', { userId: 'auditor' }, { getList: 'SsoTicket' });
        expect(statusOf(ticket)).toBe(403);
        expect(codeOf(ticket)).toBe('ssoDisabled');
        const issued = await ticketFor('auditor');
        const login = await off.call('Login', { ticket: issued.ok ? issued.data.ticket : '' }, { getList: 'SsoLogin' });
        expect(statusOf(login)).toBe(403);
      } finally {
        await off.close();
      }
    });
  });
});
