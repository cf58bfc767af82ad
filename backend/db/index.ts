// One database interface over embedded PGlite or a real PostgreSQL (pg.Pool).
// Rows come back as plain objects; bigint columns as numbers, timestamptz as Date-like values
// (use toMs() rather than instanceof Date: PGlite rows are created in a worker thread).
// Pass timestamps as ISO strings (isoAt()), which both drivers accept.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Client, Pool, types as pgTypes, type PoolClient } from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1.. parameters. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** What reads (and single statements) need: a transaction, a database, or a domain service's work. */
export type Reader = Pick<Queryable, 'query'>;

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgresql';
  /**
   * Runs fn in a transaction: COMMIT when it resolves, ROLLBACK when it throws. Use only `tx`
   * inside: on PGlite a call on `db` from inside waits for the transaction and never returns.
   */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for what lives as long as a
   * session (advisory locks: backend/leader.ts). PGlite has none: one process owns its data.
   */
  openSession?(): Promise<DbSession>;
  /** PGlite only: its files as a tarball at `file`, for openPglite's `templatePath` (test templates). */
  saveTo?(file: string): Promise<void>;
}

/** A dedicated connection; `lost` settles when it drops (server gone, network cut, closed). */
export interface DbSession extends Queryable {
  readonly lost: Promise<void>;
  close(): Promise<void>;
}

/** A database error with PostgreSQL's SQLSTATE when there is one (23505 unique violation...). */
export class DbError extends Error {
  constructor(message: string, readonly code?: string, readonly detail?: string) {
    super(message);
    this.name = 'DbError';
  }
}

export class PgliteOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PgliteOpenError';
  }
}

export const UNIQUE_VIOLATION = '23505';

/** Milliseconds since the epoch of a timestamptz value from either driver (null stays null). */
export function toMs(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && typeof (value as Date).getTime === 'function') return (value as Date).getTime();
  const ms = new Date(value as string).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** A timestamp parameter. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

// ---------------------------------------------------------------------------------------------
// PGlite in a worker thread

interface WorkerAnswer { id?: number; type?: string; rows?: Row[]; message?: string; error?: { message: string; code?: string; detail?: string } }

/** Serialises work: PGlite has one connection, a transaction must own it until it ends. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  run<R>(task: () => Promise<R>): Promise<R> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export interface PgliteOptions {
  /** Directory of the database files; in memory when undefined (tests). */
  dataDir?: string;
  /**
   * In memory only: a tarball of a freshly initialised database to start from, written on first
   * use. Starting from it takes a fraction of the time initdb takes (tests use it).
   */
  templatePath?: string;
}

/**
 * PostgreSQL's default 128 MB of shared buffers is zeroed at start inside PGlite's WebAssembly
 * memory, so it is all resident at once, whatever the database holds, and WebAssembly memory is
 * never given back. 32 MB (4,096 pages) keeps a list page's working set; the rest of a large
 * table is read through the operating system's file cache (docs/performance.md "The backend's
 * memory at rest"). PGLITE_SHARED_BUFFERS trades memory for speed on a large embedded database.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';
const SIZE = /^[1-9]\d{0,5}(kB|MB|GB)$/;

function sharedBuffers(): string {
  const size = process.env.PGLITE_SHARED_BUFFERS || DEFAULT_PGLITE_SHARED_BUFFERS;
  if (!SIZE.test(size)) throw new PgliteOpenError(`PGLITE_SHARED_BUFFERS must be a size such as 32MB or 1GB, not '${size}'`);
  return size;
}

type WorkerData = { dataDir: string | null; templatePath: string | null; sharedBuffers: string };

/** A PGlite worker, once it says its database is open. */
async function startPgliteWorker(workerData: WorkerData): Promise<Worker> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'), { workerData });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: WorkerAnswer) => {
      if (message.type === 'ready') { cleanup(); resolve(); }
      if (message.type === 'init-error') { cleanup(); void worker.terminate(); reject(new PgliteOpenError(message.message ?? 'PGlite failed to start')); }
    };
    const onError = (error: Error) => { cleanup(); reject(new PgliteOpenError(error.message)); };
    const onExit = (code: number) => { cleanup(); reject(new PgliteOpenError(`PGlite worker exited with code ${code}`)); };
    const cleanup = () => { worker.off('message', onMessage); worker.off('error', onError); worker.off('exit', onExit); };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  return worker;
}

/**
 * Opens PGlite in a worker thread. Throws PgliteOpenError when PGlite cannot start (for example
 * a damaged directory).
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  const workerData = { dataDir: options.dataDir ?? null, templatePath: options.dataDir ? null : options.templatePath ?? null, sharedBuffers: sharedBuffers() };
  if (options.dataDir && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    // initdb runs in a second PGlite instance, whose memory (about 300 MB) its worker keeps until
    // it ends: the new database is made by a worker of its own, then opened afresh.
    const creator = await startPgliteWorker(workerData);
    await new Promise<void>((resolve) => {
      creator.on('message', (message: WorkerAnswer) => { if (message.id === 0) resolve(); });
      creator.postMessage({ id: 0, op: 'close' });
    });
    await creator.terminate();
  }
  const worker = await startPgliteWorker(workerData);
  const pending = new Map<number, { resolve: (rows: Row[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited = false;

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  worker.on('message', (message: WorkerAnswer) => {
    if (message.id === undefined) return;
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (message.error) entry.reject(new DbError(message.error.message, message.error.code, message.error.detail));
    else entry.resolve(message.rows ?? []);
  });
  worker.on('error', (error) => failAll(new DbError(`PGlite worker failed: ${error.message}`)));
  worker.on('exit', () => { exited = true; failAll(new DbError('PGlite worker has stopped')); });

  const send = (op: 'query' | 'exec' | 'save' | 'close', sql = '', params: readonly unknown[] = []): Promise<Row[]> => {
    if (exited) return Promise.reject(new DbError('PGlite is closed'));
    const id = nextId++;
    return new Promise<Row[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params: [...params] });
    });
  };

  const queue = new SerialQueue();
  const direct: Queryable = {
    query: <T>(sql: string, params?: readonly unknown[]) => send('query', sql, params) as Promise<T[]>,
    exec: async (sql: string) => { await send('exec', sql); },
  };
  let closing: Promise<void> | null = null;

  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (fn) => queue.run(async () => {
      await direct.exec('BEGIN');
      try {
        const result = await fn(direct);
        await direct.exec('COMMIT');
        return result;
      } catch (error) {
        await direct.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }),
    saveTo: async (file) => { await queue.run(() => send('save', file)); },
    close: () => {
      closing ??= queue.run(async () => {
        if (exited) return;
        await send('close').catch(() => undefined);
        await worker.terminate();
      });
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL through pg.Pool

const INT8_OID = 20;

function wrapPgError(error: unknown): Error {
  const e = error as { message?: string; code?: string; detail?: string };
  return new DbError(e?.message ?? String(error), e?.code, e?.detail);
}

function pgQueryable(client: Pool | PoolClient | Client): Queryable {
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      try {
        const result = await client.query(sql, params ? [...params] : undefined);
        return result.rows as T[];
      } catch (error) { throw wrapPgError(error); }
    },
    exec: async (sql: string) => {
      try { await client.query(sql); } catch (error) { throw wrapPgError(error); }
    },
  };
}

// bigint (count(*), bigserial) as a number, like PGlite; per pool, not process-wide.
const numericBigints = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => oid === INT8_OID
    ? (value: string) => Number(value)
    : pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
};

async function openPgSession(connectionString: string): Promise<DbSession> {
  // keepAlive: a peer that vanished (machine down) is noticed by the server, which then frees the session's locks.
  // query_timeout: a connection that hangs (network cut) fails its next check instead of waiting.
  const client = new Client({ connectionString, types: numericBigints, keepAlive: true, query_timeout: 5_000 });
  let markLost!: () => void;
  const lost = new Promise<void>((resolve) => { markLost = resolve; });
  client.on('error', () => markLost());
  client.on('end', () => markLost());
  try {
    await client.connect();
  } catch (error) {
    markLost();
    throw wrapPgError(error);
  }
  return {
    ...pgQueryable(client),
    lost,
    close: async () => { await client.end().catch(() => undefined); markLost(); },
  };
}

/** Connects to PostgreSQL and checks the connection once. */
export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new Pool({ connectionString, max: options.max ?? 10, types: numericBigints });
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const base = pgQueryable(pool);
  try {
    await base.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    kind: 'postgresql',
    ...base,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => { closing ??= pool.end(); return closing; },
    openSession: () => openPgSession(connectionString),
  };
}
