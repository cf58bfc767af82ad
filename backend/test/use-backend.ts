// The setup most backend test files share, once per describe block: a test database (opened
// before the tests, closed after them), optionally migrated, a backend started on it, and the
// users the tests act as signed in. What a file needs on top (its lots, rates, users) goes in
// `prepare`, run in the same beforeAll, after all that.
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import type { BackendOptions } from '../server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startBackend, type TestBackend, type TestDatabase } from './harness';

export interface TestDatabaseSetup {
  /** Run the migrations (a backend migrates itself; a test of the database alone may want them). */
  migrate?: boolean;
  /** A database without the migrations (test databases have them: backend/test/harness.ts). */
  empty?: boolean;
  /** The beforeAll's time limit, the file's `prepare` included (default: the file's test timeout). */
  timeoutMs?: number;
  /** What the file's `prepare` started (simulators, channels), stopped first after the tests. */
  beforeClose?: () => Promise<void>;
}

export interface TestBackendSetup extends Omit<TestDatabaseSetup, 'migrate'> {
  /** createBackend's options (registry, demo lots, devices...). */
  backend?: Partial<BackendOptions>;
  /** Who signs in before the tests (the administrator with ADMIN_PASSWORD, the others with DEMO_PASSWORD); default the administrator. */
  users?: readonly string[];
  /** The object the tokens go into, when the file hands it to its helpers before the tests (screenCalls). */
  tokens?: Record<string, string>;
}

export interface TestDatabaseEnv { db: Db }

export interface TestBackendEnv extends TestDatabaseEnv {
  t: TestBackend;
  /** Each signed-in user's token by login name (filled in before the tests; the object itself never changes). */
  tokens: Record<string, string>;
}

/** A database for the describe block's tests; `prepare` runs after it is open (and migrated). */
export function useTestDatabase(database: TestDatabase, setup: TestDatabaseSetup = {}, prepare?: (env: TestDatabaseEnv) => Promise<void>): TestDatabaseEnv {
  const env = {} as TestDatabaseEnv;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db: env.db, dispose } = await database.open({ empty: setup.empty }));
    if (setup.migrate) await migrate(env.db);
    await prepare?.(env);
  }, setup.timeoutMs);
  afterAll(async () => {
    await setup.beforeClose?.();
    await dispose?.();
  });
  return env;
}

/** A database and a backend on it for the describe block's tests, its users signed in; `prepare` runs after that. */
export function useTestBackend(database: TestDatabase, setup: TestBackendSetup = {}, prepare?: (env: TestBackendEnv) => Promise<void>): TestBackendEnv {
  const env = { tokens: setup.tokens ?? {} } as TestBackendEnv;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db: env.db, dispose } = await database.open());
    env.t = await startBackend(env.db, setup.backend);
    for (const user of setup.users ?? ['admin']) env.tokens[user] = await env.t.signIn(user, user === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);
    await prepare?.(env);
  }, setup.timeoutMs);
  afterAll(async () => {
    await setup.beforeClose?.();
    await env.t?.close();
    await dispose?.();
  });
  return env;
}
