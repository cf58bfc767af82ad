// The database adapter, migrations, seeding and the PGlite lock file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCREENS } from '../lib/screens/registry';
import { checkPassword } from '../lib/validation/password';
import { verifyPassword } from './auth/passwords';
import { DbError, openPglite, UNIQUE_VIOLATION, type Db } from './db';
import { acquireDataDirLock, LockHeldError, LOCK_FILE_NAME } from './db/lock';
import { loadMigrations, migrate } from './db/migrate';
import { PARAMETER_TEMPLATE_SEED, SeedError, seed, seededScreenMenu } from './seed';
import { createBackend, type Backend, type BackendOptions } from './server';
import { ADMIN_PASSWORD, SECRET, testDatabases } from './test/harness';
import { useTestDatabase } from './test/use-backend';

jest.setTimeout(30_000);

const quiet = { info: () => undefined, error: () => undefined };

describe.each(testDatabases())('database on $name', (database) => {
  let db: Db;

  useTestDatabase(database, { timeoutMs: 60_000, empty: true }, async (env) => {
    ({ db } = env);
  });

  // Each backend leads (an advisory-lock session on PostgreSQL) until closed: close them all
  // before the database is dropped, or their retries outlive the test.
  const backends: Backend[] = [];
  const start = async (options: Omit<BackendOptions, 'db' | 'secret' | 'log'> = {}) => {
    const backend = await createBackend({ db, secret: SECRET, log: quiet, ...options });
    backends.push(backend);
    return backend;
  };
  afterEach(async () => {
    await Promise.all(backends.splice(0).map((backend) => backend.close()));
  });

  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  it('applies the migrations once', async () => {
    const files = loadMigrations();
    expect(files.map((m) => m.name)[0]).toBe('001_initial.sql');
    expect(await migrate(db)).toEqual(files.map((m) => m.name));
    expect(await migrate(db)).toEqual([]);
    expect(await count('schema_migrations')).toBe(files.length);
  });

  it('seeds once, starting twice on the same database, and shows a generated password once', async () => {
    const first = await start();
    const password = first.seed.generatedAdminPassword!;
    expect(first.seed.adminCreated).toBe(true);
    expect(checkPassword(password, { account: 'admin' })).toMatchObject({ ok: true, tooSimple: false });
    const [admin] = await db.query<{ password_hash: string; role: string }>(
      `SELECT u.password_hash, g.name_en AS role FROM users u JOIN role_groups g ON g.id = u.role_group_id WHERE login_name = 'admin'`);
    expect(admin.role).toBe('Super administrators');
    expect(admin.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    expect(await verifyPassword(password, admin.password_hash)).toBe(true);

    expect(await db.query('SELECT name FROM common_para_templates')).toEqual([{ name: PARAMETER_TEMPLATE_SEED }]);

    const tables = ['users', 'role_groups', 'menu_entries', 'role_grants', 'dictionary', 'common_para_templates'];
    const before = await Promise.all(tables.map(count));
    const second = await start();
    expect(second.migrationsApplied).toEqual([]);
    expect(second.seed).toEqual({ generatedAdminPassword: undefined, adminCreated: false, adminPasswordUpdated: false, generatedDemoPasswords: [] });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // The fixed pages and every declared screen's directory, page and buttons.
    expect(await count('menu_entries')).toBe(new Set(seededScreenMenu(SCREENS).map((e) => e.id)).size);
  });

  it('applies ADMIN_PASSWORD to an existing administrator, and demo users on demand', async () => {
    const backend = await start({ adminPassword: ADMIN_PASSWORD, demoPassword: ADMIN_PASSWORD });
    expect(backend.seed).toMatchObject({ adminCreated: false, adminPasswordUpdated: true });
    const [admin] = await db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE login_name = 'admin'`);
    expect(await verifyPassword(ADMIN_PASSWORD, admin.password_hash)).toBe(true);
    const users = await db.query<{ login_name: string; host_id: string | null; role: string }>(
      `SELECT login_name, host_id, g.name_en AS role FROM users u JOIN role_groups g ON g.id = u.role_group_id ORDER BY u.id`);
    expect(users).toEqual([
      { login_name: 'admin', host_id: null, role: 'Super administrators' },
      { login_name: 'cashier', host_id: null, role: 'Booth cashiers' },
      { login_name: 'operator', host_id: null, role: 'Lot operators' },
      { login_name: 'finance', host_id: null, role: 'Finance' },
      { login_name: 'cs', host_id: 'host-1', role: 'Customer service' },
      { login_name: 'auditor', host_id: null, role: 'Auditors' },
      { login_name: 'merchant', host_id: null, role: 'Merchants' },
    ]);
    const again = await start({ adminPassword: ADMIN_PASSWORD, demoPassword: ADMIN_PASSWORD });
    expect(again.seed.adminPasswordUpdated).toBe(false);
  });

  it('refuses an administrator password that breaks the policy', async () => {
    await expect(seed(db, { adminUser: 'admin', adminPassword: 'password', now: Date.now() })).rejects.toBeInstanceOf(SeedError);
  });

  it('rolls a failed transaction back and reports the SQLSTATE', async () => {
    const before = await count('dictionary');
    const error = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO dictionary (type, dkey, dvalue) VALUES (50, 'a', 'x')`);
      await tx.query(`INSERT INTO dictionary (type, dkey, dvalue) VALUES (50, 'a', 'y')`);
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DbError);
    expect((error as DbError).code).toBe(UNIQUE_VIOLATION);
    expect(await count('dictionary')).toBe(before);
    // The connection is usable afterwards.
    expect(await db.transaction((tx) => tx.query<{ x: number }>('SELECT 1 AS x'))).toEqual([{ x: 1 }]);
  });

  it('keeps other queries waiting while a transaction runs', async () => {
    const order: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.query(`INSERT INTO dictionary (type, dkey, dvalue) VALUES (51, 'tx', '1')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('tx');
    });
    const outside = db.query(`SELECT count(*)::int AS n FROM dictionary WHERE type = 51`).then((rows) => { order.push('outside'); return rows; });
    await Promise.all([tx, outside]);
    if (database.name === 'pglite') expect(order).toEqual(['tx', 'outside']);
    expect((await outside)[0]).toEqual({ n: database.name === 'pglite' ? 1 : expect.any(Number) });
  });
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catc-pglite-')); });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  // Memory at rest (docs/performance.md): small shared buffers, and a new database made by a
  // worker of its own (initdb's second instance is not kept), then opened afresh and kept.
  it('creates a new database, keeps what is written and opens it again, with 32 MB of shared buffers', async () => {
    const created = await openPglite({ dataDir: dir });
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(await created.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
    await created.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7);');
    await created.close();
    const reopened = await openPglite({ dataDir: dir });
    try {
      expect(await reopened.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
      expect(await reopened.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
      expect(await reopened.query("SELECT setting FROM pg_settings WHERE name = 'search_path'")).toEqual([{ setting: 'public' }]);
    } finally {
      await reopened.close();
    }
  }, 180_000);

  it('takes its shared buffers from PGLITE_SHARED_BUFFERS, and refuses what is no size', async () => {
    try {
      process.env.PGLITE_SHARED_BUFFERS = '48MB';
      const db = await openPglite({ dataDir: dir });
      try {
        expect(await db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '48MB' }]);
      } finally {
        await db.close();
      }
      process.env.PGLITE_SHARED_BUFFERS = 'lots';
      await expect(openPglite({ dataDir: dir })).rejects.toThrow("PGLITE_SHARED_BUFFERS must be a size such as 32MB or 1GB, not 'lots'");
    } finally {
      delete process.env.PGLITE_SHARED_BUFFERS;
    }
  }, 180_000);
});

describe('PGlite lock file', () => {
  let dir: string;
  beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catc-lock-')); });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is taken by one owner at a time and released', () => {
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(LockHeldError);
    expect(() => acquireDataDirLock(dir)).toThrow(/Another process \(pid \d+\) is using the embedded database/);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), dead.stdout.toString());
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
