// Grants, the menu (WebPowerList), system status, the dictionary and protocol errors, over HTTP.
import { COMPRESS_CODES } from '../lib/ashx/compress';
import type { RawMenuEntry } from '../lib/menu/types';
import { POWER_LIST_REQUEST } from '../lib/spec-constants';
import type { Db } from './db';
import { loadMigrations } from './db/migrate';
import {
  codeOf, msgOf, startBackend, statusOf, testDatabases, type TestBackend,
} from './test/harness';
import { useTestBackend } from './test/use-backend';

jest.setTimeout(30_000);

const POWER_LIST = POWER_LIST_REQUEST;
const STATUS = 'HandlersCatc/CatcPage';
const DICTIONARY = 'HandlersCatc/CatcDictionary';

/** id, MenuType and children ids, the shape a test can compare at a glance. */
function outline(entries: RawMenuEntry[]): unknown[] {
  return entries.map((e) => (e.children?.length ? { [String(e.id)]: outline(e.children) } : e.id));
}

describe.each(testDatabases())('access, menu and status on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};

  useTestBackend(database, {
    // The fixed menu only: the declared screens' entries are the screen engine's tests' business.
    tokens, backend: { registry: { screens: [], stores: [] } }, users: ['admin', 'operator', 'auditor', 'cs'], timeoutMs: 60_000,
  }, async (env) => { ({ db, t } = env); });

  describe('grants', () => {
    it('lets the auditor read Monitoring but not unlock', async () => {
      expect((await t.call(STATUS, {}, { token: tokens.auditor, getList: 'systemMonitoring.monitoring' })).ok).toBe(true);
      const unlock = await t.call(STATUS, { account: 'x' }, { token: tokens.auditor, getList: 'systemMonitoring.unlockAccount' });
      expect(statusOf(unlock)).toBe(403);
      expect(codeOf(unlock)).toBe('forbidden');
      expect(msgOf(unlock)).toBe('You do not have permission to do this.');
      const [refusal] = await db.query(
        "SELECT actor, page, detail FROM audit_log WHERE action = 'access.refused' ORDER BY id DESC LIMIT 1");
      expect(refusal).toEqual({
        actor: 'auditor', page: '/SystemOperationMonitoring',
        detail: { handler: STATUS, getList: 'systemMonitoring.unlockAccount', page: '/SystemOperationMonitoring', button: 'unlockAccount', reason: 'not-granted' },
      });
    });

    it('keeps the operator out of Monitoring but lets it see the home page', async () => {
      expect(statusOf(await t.call(STATUS, {}, { token: tokens.operator, getList: 'systemMonitoring.monitoring' }))).toBe(403);
      expect((await t.call(STATUS, {}, { token: tokens.operator, getList: 'dataHome.overview' })).ok).toBe(true);
    });

    it('gives the super administrator everything', async () => {
      for (const getList of ['dataHome.overview', 'systemMonitoring.monitoring']) {
        expect((await t.call(STATUS, {}, { token: tokens.admin, getList })).ok).toBe(true);
      }
      expect((await t.call(STATUS, { account: 'nobody' }, { token: tokens.admin, getList: 'systemMonitoring.unlockAccount' })).ok).toBe(true);
    });

    it('follows a disabled page: no grant, even when granted', async () => {
      await db.query('UPDATE menu_entries SET status = 0 WHERE id = 21');
      try {
        expect(statusOf(await t.call(STATUS, {}, { token: tokens.auditor, getList: 'systemMonitoring.monitoring' }))).toBe(403);
      } finally {
        await db.query('UPDATE menu_entries SET status = 1 WHERE id = 21');
      }
    });
  });

  describe('WebPowerList', () => {
    const menuOf = async (user: string) => {
      const result = await t.call<RawMenuEntry[]>('WebPowerList', POWER_LIST, { token: tokens[user] });
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result.data;
    };

    it('gives the super administrator the whole menu, nested, with button children', async () => {
      const menu = await menuOf('admin');
      expect(outline(menu)).toEqual([{ 1: [11] }, { 2: [{ 21: [2101] }] }]);
      expect(menu[0]).toEqual({
        id: 1, pid: 0, KindDegree: '1', KindNo: '1', MenuType: '1', isFrame: '0', isShow: '1',
        title: '数据与看板', titleEn: 'Data and dashboards', index: '', icon: 'Dashboard',
        children: [{
          id: 11, pid: 1, KindDegree: '2', KindNo: '1', MenuType: '2', isFrame: '0', isShow: '1',
          title: '首页', titleEn: 'Home', index: '/DataHome', icon: 'Home', children: [],
        }],
      });
      const button = menu[1].children![0].children![0];
      expect(button).toMatchObject({
        id: 2101, pid: 21, KindDegree: '3', MenuType: '3', index: 'unlockAccount',
        FuncID: '2101', FuncName: '解除登录锁定', FuncNameEn: 'Unlock sign-in',
      });
      for (const key of ['KindDegree', 'KindNo', 'MenuType', 'isFrame', 'isShow'] as const) {
        expect(typeof button[key]).toBe('string');
      }
    });

    it('gives each role only what it is granted', async () => {
      expect(outline(await menuOf('auditor'))).toEqual([{ 1: [11] }, { 2: [21] }]);
      expect(outline(await menuOf('operator'))).toEqual([{ 1: [11] }]);
      expect(outline(await menuOf('cs'))).toEqual([{ 1: [11] }]);
    });

    it('orders every level by KindNo', async () => {
      await db.query('UPDATE menu_entries SET kind_no = 9 WHERE id = 1');
      try {
        expect(outline(await menuOf('admin'))).toEqual([{ 2: [{ 21: [2101] }] }, { 1: [11] }]);
      } finally {
        await db.query('UPDATE menu_entries SET kind_no = 1 WHERE id = 1');
      }
    });

    it('leaves out disabled entries and buttons with pid 0', async () => {
      await db.query(`INSERT INTO menu_entries (id, pid, kind_degree, kind_no, menu_type, title, index_path)
        VALUES (9001, 0, 1, 5, 3, 'stray button', 'stray'), (9002, 0, 1, 6, 1, 'off', '')`);
      await db.query('UPDATE menu_entries SET status = 0 WHERE id IN (9002, 11)');
      try {
        expect(outline(await menuOf('admin'))).toEqual([1, { 2: [{ 21: [2101] }] }]);
      } finally {
        await db.query('DELETE FROM menu_entries WHERE id IN (9001, 9002)');
        await db.query('UPDATE menu_entries SET status = 1 WHERE id = 11');
      }
    });

    it('takes the request values as numbers or text and refuses others with 400', async () => {
      expect((await t.call('WebPowerList', { TerraceType: '2', GetList: 'GetListNew', IsMaintance: '2' }, { token: tokens.admin })).ok).toBe(true);
      for (const bad of [{ TerraceType: 5 }, { GetList: 'GetList' }, { IsMaintance: 1 }]) {
        const result = await t.call('WebPowerList', { ...POWER_LIST, ...bad }, { token: tokens.admin });
        expect(statusOf(result)).toBe(400);
        expect((result.ok ? null : result.data) as object).toMatchObject({ code: 'invalidRequest', fields: Object.keys(bad) });
      }
    });
  });

  describe('SystemStatus', () => {
    it('describes the system on the home page', async () => {
      const result = await t.call<Record<string, unknown>>(STATUS, {}, { token: tokens.auditor, getList: 'dataHome.overview', language: 'en-US' });
      expect(result.ok && result.data).toEqual({
        database: database.name, databaseOk: true, serverTime: expect.any(String), version: '0.1.0',
        migrationsApplied: loadMigrations().length, userName: 'Auditor', roleName: 'Auditors', isSuper: false,
      });
      const zh = await t.call<{ roleName: string; isSuper: boolean }>(STATUS, {}, { token: tokens.admin, getList: 'dataHome.overview', language: 'zh-CN' });
      expect(zh.ok && zh.data).toMatchObject({ roleName: '超级管理员', isSuper: true });
    });

    it('reports the monitoring figures', async () => {
      const result = await t.call<Record<string, unknown>>(STATUS, {}, { token: tokens.admin, getList: 'systemMonitoring.monitoring' });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.data).toEqual({
        uptimeSeconds: expect.any(Number), memoryRss: expect.any(Number),
        requestsByHandler: expect.objectContaining({ Login: expect.any(Number), [STATUS]: expect.any(Number) }),
        activeTokens: expect.any(Number), failedSignInsLastHour: expect.any(Number),
        lockedAccounts: expect.any(Array), lockedAddresses: expect.any(Number),
      });
      expect(result.data.activeTokens).toBeGreaterThanOrEqual(4);
    });

    it('needs the account to unlock', async () => {
      const result = await t.call(STATUS, {}, { token: tokens.admin, getList: 'systemMonitoring.unlockAccount' });
      expect(statusOf(result)).toBe(400);
    });

    it('answers 404 for an unknown GetList', async () => {
      const result = await t.call(STATUS, {}, { token: tokens.admin, getList: 'Nope' });
      expect(statusOf(result)).toBe(404);
      expect(codeOf(result)).toBe('unknownOperation');
    });
  });

  describe('dictionary', () => {
    const read = (payload: Record<string, unknown>, compress?: string) =>
      t.call<{ dkey: string; dvalue: string; type: number }[]>(DICTIONARY, payload, { sign: false, compress });

    beforeAll(async () => {
      for (let i = 1; i <= 12; i++) {
        await db.query('INSERT INTO dictionary (type, dkey, dvalue) VALUES (7, $1, $2)', [`k${i}`, `value ${i}`]);
      }
    });

    it('serves the startup dictionary', async () => {
      const result = await read({ type: 99, startIndex: 1, endIndex: 999999 });
      expect(result.ok && result.data).toEqual([
        { dkey: 'projectName', dvalue: '停车运营管理平台', type: 99 },
        { dkey: 'biUrl', dvalue: '', type: 99 },
      ]);
      const platform = await read({ type: 1, dkey: 'Platform', startIndex: 1, endIndex: 10 });
      expect(platform.ok && platform.data).toEqual([{ dkey: 'Platform', dvalue: '2', type: 1 }]);
    });

    it('returns rows startIndex..endIndex, 1-based and inclusive, by id', async () => {
      const result = await read({ type: 7, startIndex: 3, endIndex: 5 });
      expect(result.ok && result.data.map((r) => r.dkey)).toEqual(['k3', 'k4', 'k5']);
      const lookup = await read({ type: 7, startIndex: 1, endIndex: 10 });
      expect(lookup.ok && lookup.data).toHaveLength(10);
      const beyond = await read({ type: 7, startIndex: 20, endIndex: 30 });
      expect(beyond.ok && beyond.data).toEqual([]);
      const one = await read({ type: '7', dkey: 'k12', startIndex: '1', endIndex: '10' });
      expect(one.ok && one.data).toEqual([{ dkey: 'k12', dvalue: 'value 12', type: 7 }]);
    });

    // Every code the shared codec knows (lib/ashx/compress.ts).
    it.each([...COMPRESS_CODES])('works with compress %s', async (compress) => {
      const result = await read({ type: 7, startIndex: 1, endIndex: 2 }, compress);
      expect(result.ok && result.data.map((r) => r.dkey)).toEqual(['k1', 'k2']);
    });

    it('refuses bad ranges with 400', async () => {
      for (const payload of [
        { type: 7, startIndex: 0, endIndex: 2 }, { type: 7, startIndex: 3, endIndex: 2 },
        { type: 'x', startIndex: 1, endIndex: 2 }, { startIndex: 1, endIndex: 2 },
      ]) {
        expect(statusOf(await read(payload))).toBe(400);
      }
    });
  });
});

describe('protocol', () => {
  const [database] = testDatabases();
  let dispose: () => Promise<void>;
  let t: TestBackend;
  let failDictionary = false;
  let plainDb: Db;

  beforeAll(async () => {
    const opened = await database.open();
    dispose = opened.dispose;
    plainDb = opened.db;
    // A database that fails on demand, to see what an internal error looks like.
    const flaky: Db = {
      ...opened.db,
      kind: opened.db.kind,
      query: (sql, params) => (failDictionary && sql.includes('FROM dictionary')
        ? Promise.reject(new Error('relation "secret_table" is on fire'))
        : opened.db.query(sql, params)) as never,
    };
    t = await startBackend(flaky);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await dispose?.();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${path}`, {
      method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    }).then(async (response) => ({ http: response.status, json: await response.json() as { statusCode: number; datas: string; message: string } }));

  it('answers 404 for an unknown handler', async () => {
    const result = await t.call('NoSuchThing', {});
    expect(statusOf(result)).toBe(404);
    expect(codeOf(result)).toBe('unknownHandler');
    const notAshx = await post('/favicon.ico', '');
    expect(notAshx).toMatchObject({ http: 404, json: { statusCode: 404 } });
  });

  it('answers 400 for undecodable datas or an unknown compress code', async () => {
    const datas = await post('/Login.ashx?compress=10', 'datas=not-base64!');
    expect(datas.json.statusCode).toBe(400);
    expect(JSON.parse(datas.json.datas)).toMatchObject({ code: 'invalidRequest', fields: ['datas'] });
    const compress = await post('/Login.ashx?compress=33', 'datas={}');
    expect(JSON.parse(compress.json.datas)).toMatchObject({ code: 'invalidRequest', fields: ['compress'] });
  });

  it('refuses a body over 1 MB', async () => {
    const big = `datas=${'a'.repeat(1024 * 1024 + 10)}`;
    const result = await post('/Login.ashx?lan=en-US', big);
    expect(result.http).toBe(413);
    expect(result.json.statusCode).toBe(400);
    expect(JSON.parse(result.json.datas)).toMatchObject({ code: 'bodyTooLarge', msg: 'The request is too large.' });
  });

  it('accepts only POST, apart from the health check', async () => {
    const get = await fetch(`${t.baseUrl}/Login.ashx`);
    expect(get.status).toBe(405);
    expect((await get.json()).statusCode).toBe(404);
    const health = await fetch(`${t.baseUrl}/health`);
    expect(await health.json()).toMatchObject({ ok: true, database: 'pglite' });
  });

  it('answers 5000 with a generic message for an internal error, never 500 and never details', async () => {
    failDictionary = true;
    try {
      const result = await t.call(DICTIONARY, { type: 99, startIndex: 1, endIndex: 10 });
      expect(statusOf(result)).toBe(5000);
      expect(result.ok ? null : result.error.kind).toBe('business');
      expect(codeOf(result)).toBe('internalError');
      expect(JSON.stringify(result)).not.toMatch(/fire|secret_table/);
    } finally {
      failDictionary = false;
    }
  });

  it('takes the client address from the first x-forwarded-for entry of a loopback peer', async () => {
    await t.call('Login', { userId: 'xff-probe', password: 'Wrong#Password1' }, { headers: { 'x-forwarded-for': '192.0.2.55, 10.0.0.1' } });
    await t.call('Login', { userId: 'xff-probe', password: 'Wrong#Password1' }, { headers: { 'x-forwarded-for': 'garbage' } });
    const rows = await plainDb.query<{ address: string }>(`SELECT address FROM login_failures WHERE account = 'xff-probe' ORDER BY id`);
    expect(rows.map((r) => r.address)).toEqual(['192.0.2.55', '127.0.0.1']);
  });
});
