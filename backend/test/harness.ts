// Test helpers: databases to run against (in-memory PGlite always, PostgreSQL when DATABASE_URL
// is set: a uniquely named database per run, dropped afterwards), each migrated already (from a
// template made once per set of migrations), a movable clock, and a backend started in-process on
// port 0 that tests call over real HTTP with callAshx.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callAshx, type AshxCallOptions } from '../../lib/ashx/client';
import type { AshxResult } from '../../lib/ashx/response';
import { PAGE_HANDLER } from '../../lib/pages/types';
import { openPglite, openPostgres, type Db } from '../db';
import { loadMigrations, migrate } from '../db/migrate';
import { createBackend, type Backend, type BackendOptions } from '../server';
import { checkPageOutput } from './page-outputs';

export const SECRET = 'test-signing-secret-0123456789';
export const ADMIN_PASSWORD = 'Adm1n#Secure-pass';
export const DEMO_PASSWORD = 'Dem0#Secure-pass';

export interface TestDatabase {
  name: 'pglite' | 'postgresql';
  /** A fresh database with every migration applied; `empty`: without them (a test of the migrations). */
  open(options?: { empty?: boolean }): Promise<{ db: Db; dispose(): Promise<void>; url?: string }>;
}

/**
 * The migrations' fingerprint: a template is made once for it and used by every test database
 * (running the ninety-odd migrations took seconds per describe block, a third of the backend
 * tests' time; docs/performance.md "npm test").
 */
const MIGRATIONS_KEY = createHash('sha256').update(loadMigrations().map((m) => `${m.name}\n${m.sql}`).join('\0')).digest('hex').slice(0, 12);
const POSTGRES_TEMPLATE = `catc_template_${MIGRATIONS_KEY}`;
/** pg_advisory_lock key: one test worker makes the PostgreSQL template while the others wait. */
const TEMPLATE_LOCK_KEY = 7_310_432;

/** The migrated template database on PostgreSQL, made under another name and renamed when complete. */
async function ensurePostgresTemplate(admin: Db, url: string): Promise<void> {
  const exists = async (name: string) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
  if (await exists(POSTGRES_TEMPLATE)) return;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    if (await exists(POSTGRES_TEMPLATE)) return;
    // Templates of older migrations are of no more use (one still in use by a run is left).
    for (const { datname } of await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'catc\\_template\\_%'")) {
      await admin.exec(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
    const making = `${POSTGRES_TEMPLATE}_making`;
    await admin.exec(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${making}`);
    const target = new URL(url);
    target.pathname = `/${making}`;
    const db = await openPostgres(target.toString(), { max: 1 });
    try { await migrate(db); } finally { await db.close(); }
    await admin.exec(`ALTER DATABASE ${making} RENAME TO ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

/** A fresh database; `url` (PostgreSQL) lets a test open a second pool on it, as another backend process would. */
async function openScratchPostgres(url: string, empty: boolean): Promise<{ db: Db; dispose(): Promise<void>; url: string }> {
  const admin = await openPostgres(url, { max: 1 });
  const name = `catc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (empty) await admin.exec(`CREATE DATABASE ${name}`);
  else {
    await ensurePostgresTemplate(admin, url);
    // A run of other migrations (another checkout) may have dropped the template meanwhile: once more.
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE}`)
      .catch(async () => { await ensurePostgresTemplate(admin, url); await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE}`); });
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  return {
    db,
    url: target.toString(),
    dispose: async () => {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Where in-memory test databases start from (see PgliteOptions.templatePath), per PGlite version; `migrated`: with the migrations. */
function pgliteTemplatePath(migrated: boolean): string {
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const version = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  return path.join(os.tmpdir(), `catc-backend-pglite-${version}${migrated ? `-${MIGRATIONS_KEY}` : ''}.tar`);
}

/** An in-memory PGlite: from the migrated template, made (and kept for the next) when missing. */
async function openTestPglite(empty: boolean): Promise<Db> {
  const migrated = pgliteTemplatePath(true);
  if (!empty && fs.existsSync(migrated)) return openPglite({ templatePath: migrated });
  const db = await openPglite({ templatePath: pgliteTemplatePath(false) });
  if (!empty) {
    await migrate(db);
    await db.saveTo!(migrated);
  }
  return db;
}

/** In-memory PGlite, plus PostgreSQL when DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{
    name: 'pglite',
    open: async ({ empty = false } = {}) => {
      const db = await openTestPglite(empty);
      return { db, dispose: () => db.close() };
    },
  }];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgresql', open: ({ empty = false } = {}) => openScratchPostgres(url, empty) });
  return list;
}

export class TestClock {
  offsetMs = 0;
  private heldAt: number | null = null;
  readonly now = () => this.heldAt ?? Date.now() + this.offsetMs;
  advance(ms: number): void {
    if (this.heldAt === null) this.offsetMs += ms;
    else this.heldAt += ms;
  }
  /** Stops the clock where it is: reads that must see one moment (figures priced when read) see it. */
  hold(): void { this.heldAt = this.now(); }
  /** Lets a held clock run on from where it stood. */
  release(): void {
    if (this.heldAt !== null) this.offsetMs = this.heldAt - Date.now();
    this.heldAt = null;
  }
}

export interface CallOptions extends Partial<Omit<AshxCallOptions, 'handler' | 'payload'>> {
  token?: string;
  /** Sent in datas as GetList. */
  getList?: string;
  /** Sent as x-forwarded-for (the test talks over loopback, so the backend trusts it). */
  address?: string;
  /** false: unsigned. */
  sign?: boolean;
}

export interface TestBackend {
  backend: Backend;
  baseUrl: string;
  clock: TestClock;
  call<T = unknown>(handler: string, payload?: Record<string, unknown>, options?: CallOptions): Promise<AshxResult<T>>;
  /** Signs in and returns the token (fails the test when sign-in fails). */
  signIn(userId: string, password: string, options?: CallOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startBackend(db: Db, options: Partial<BackendOptions> = {}): Promise<TestBackend> {
  const clock = new TestClock();
  const backend = await createBackend({
    db, secret: SECRET, adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD, now: clock.now,
    // The rollups' drain would recompute buckets beside every test's writes on PGlite's one
    // connection; the rollups' own tests drain them (backend/areas/reports/rollups/).
    reportRollups: false,
    log: { info: () => undefined, error: (m: string, e: unknown) => { if (process.env.TEST_LOG_ERRORS) console.error(m, e); } },
    ...options,
  });
  const { url } = await backend.listen(0);
  const call = async <T>(handler: string, payload: Record<string, unknown> = {}, o: CallOptions = {}) => {
    const { token, getList, address, sign, headers, ...rest } = o;
    const result = await callAshx<T>({
      baseUrl: url,
      handler,
      payload: getList === undefined ? payload : { ...payload, GetList: getList },
      language: 'en-US',
      accessToken: token,
      signingSecret: sign === false ? undefined : SECRET,
      now: new Date(clock.now()),
      headers: { ...(address ? { 'x-forwarded-for': address } : {}), ...headers },
      timeoutMs: 20_000,
      ...rest,
    });
    // A special page's answer is what its operation declares (page-outputs.ts).
    if (handler === PAGE_HANDLER && getList !== undefined && result.ok) checkPageOutput(getList, result.data);
    return result;
  };
  return {
    backend,
    baseUrl: url,
    clock,
    call,
    signIn: async (userId, password, o = {}) => {
      const result = await call<{ accessToken: string }>('Login', { userId, password, deviceId: 'web-test' }, o);
      if (!result.ok) throw new Error(`sign-in of ${userId} failed: ${JSON.stringify(result)}`);
      return result.data.accessToken;
    },
    close: () => backend.close(),
  };
}

/** The statusCode of any result. */
export function statusOf(result: AshxResult<unknown>): number | undefined {
  return result.ok ? result.statusCode : result.error.statusCode;
}

/** data.code of a failed result. */
export function codeOf(result: AshxResult<unknown>): string | undefined {
  return (result.data as { code?: string } | undefined)?.code;
}

export function msgOf(result: AshxResult<unknown>): string | undefined {
  return ((result.ok ? undefined : result.data) as { msg?: string } | undefined)?.msg;
}
