// The demo's staff at the console, in process: a form sent, a button pressed or a file imported on
// a screen runs the backend's own operation for it (the screen engine's validation, the store's
// hooks and the domain services behind them, idempotency keys, the audit trail), inside the demo's
// transaction, as a signed-in user at a moment of the demo's week. So the demo's base data and
// office work are exactly what an operator typing them in would have made. Grants are not checked
// here: who may do what is the menu's business, tested elsewhere.
import { PAGE_HANDLER, pageOperationName, type PageDecl } from '../../lib/pages/types';
import { SCREEN_HANDLER, getListOf } from '../../lib/screens/operations';
import { screenAt } from '../../lib/screens/registry';
import { EXPORT_CHUNK_ROWS } from '../../lib/screens/schema';
import type { IncomingAshxRequest } from '../../lib/ashx/server-side';
import { findCaller, issueToken, type Caller } from '../auth/tokens';
import type { RequestContext } from '../context';
import type { Db, Queryable } from '../db';
import { fail } from '../kernel/failures';
import { findOperation } from '../operations';

type Values = Record<string, unknown>;
type Row = Values & { id: number };

/** A demo session lasts this long: over by the time the demo is used. */
const SESSION_MS = 10 * 60_000;

export interface DemoConsole {
  /** The demo's transaction as the database the backend's parts run on (a nested transaction is part of it). */
  readonly db: Db;
  /** The row a create form on `path` made, typed by `user` at `at`. */
  create(path: string, values: Values, user: string, at: number): Promise<Row>;
  /** A row action pressed on `path` (an idempotency key for those that move money). */
  press<T = unknown>(path: string, action: string, ids: number[], values: Values, user: string, at: number, key?: string): Promise<T>;
  /** A file of `rows` imported on `path`, then its file operation on record, as the console's import does; the rows imported. */
  importFile(path: string, fileName: string, rows: Values[], user: string, at: number): Promise<number>;
  /** The list of `path` exported (read as the export reads it) and on record, as the console's export does; the rows exported. */
  exportList(path: string, filters: Values, fileName: string, user: string, at: number): Promise<number>;
  /** An operation of a special page. */
  page<T = unknown>(page: PageDecl, operation: string, input: Values, user: string, at: number): Promise<T>;
}

/** The transaction as a database: a nested transaction is part of it (a failure fails the demo). */
function inTransaction(tx: Queryable, kind: Db['kind']): Db {
  return { kind, query: (sql, params) => tx.query(sql, params), exec: (sql) => tx.exec(sql), transaction: (fn) => fn(tx), close: async () => undefined };
}

/** `atRestKey`: the key the merchant accounts are sealed with (statements and refunds go to the channels). */
export function demoConsole(tx: Queryable, kind: Db['kind'], atRestKey?: Buffer): DemoConsole {
  const db = inTransaction(tx, kind);

  const callers = new Map<string, Caller>();
  /** `user` as signed in (a session, as the sign-in makes it) the first time they act. */
  async function callerOf(user: string, at: number): Promise<Caller> {
    const known = callers.get(user);
    if (known) return known;
    const [row] = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(login_name) = lower($1) AND NOT disabled', [user]);
    if (!row) throw new Error(`demo console: no enabled user '${user}'`);
    const { token } = await issueToken(tx, { userId: Number(row.id), deviceId: 'demo-console', now: at, lifetimeMs: SESSION_MS });
    const caller = (await findCaller(tx, token, at))!;
    callers.set(user, caller);
    return caller;
  }

  async function run<T>(handler: string, getList: string, payload: Values, user: string, at: number): Promise<T> {
    const operation = findOperation(handler, getList);
    if (!operation) throw new Error(`demo console: no operation ${handler} ${getList}`);
    const input = operation.input.safeParse(payload);
    if (!input.success) throw fail.invalid(input.error.issues.map((issue) => issue.path.join('.')));
    const request = { handler, payload: { ...payload, GetList: getList } } as unknown as IncomingAshxRequest;
    const context: RequestContext = {
      db, now: at, language: 'zh-CN', address: '127.0.0.1', request, caller: await callerOf(user, at),
      settings: { tokenLifetimeMs: SESSION_MS, ssoEnabled: false, version: 'demo', startedAt: at, ...(atRestKey ? { atRestKey } : {}) }, stats: { requestsByHandler: new Map() }, devices: null,
    };
    return operation.run(context, input.data) as Promise<T>;
  }

  const screen = <T>(path: string, action: string, datas: Values, user: string, at: number) => {
    const decl = screenAt(path);
    if (!decl) throw new Error(`demo console: no screen ${path}`);
    return run<T>(SCREEN_HANDLER, getListOf(decl.entity, action), { page: path, ...datas }, user, at);
  };
  const recordFile = (path: string, action: 'import' | 'export', fileName: string, rows: number, user: string, at: number) =>
    run(SCREEN_HANDLER, 'fileOperation.record', { page: path, action, fileName, rows, result: 'ok', detail: '' }, user, at);
  return {
    db,
    async importFile(path, fileName, rows, user, at) {
      const { imported } = await screen<{ imported: number }>(path, 'import', { rows, fileName }, user, at);
      await recordFile(path, 'import', fileName, imported, user, at);
      return imported;
    },
    async exportList(path, filters, fileName, user, at) {
      const { total } = await screen<{ total: number }>(path, 'export', { startIndex: 1, endIndex: EXPORT_CHUNK_ROWS, filters }, user, at);
      await recordFile(path, 'export', fileName, total, user, at);
      return total;
    },
    create: async (path, values, user, at) => (await screen<{ row: Row }>(path, 'create', { values }, user, at)).row,
    press: async <T>(path: string, action: string, ids: number[], values: Values, user: string, at: number, key?: string) =>
      (await screen<{ result: T }>(path, action, { ids, values, ...(key ? { idempotencyKey: key } : {}) }, user, at)).result,
    page: (page, operation, input, user, at) => run(PAGE_HANDLER, pageOperationName(page, operation), input, user, at),
  };
}
