// Screen calls for the backend entity tests, sent the way the console's BFF sends them: the
// generic handler, GetList '<entity>.<action>', the entity's declared page in datas, compressed,
// as a signed-in test user named in `tokens`. It refuses to guess: an entity no screen declares
// (or two declare) and a user without a token throw before anything is sent.
import type { AshxResult } from '../../lib/ashx/response';
import { SCREEN_COMPRESS, SCREEN_HANDLER, getListOf } from '../../lib/screens/operations';
import type { ScreenDecl } from '../../lib/screens/types';
import type { Language } from '../../lib/spec-constants';
import { codeOf, statusOf, type TestBackend } from './harness';

export type Row = Record<string, unknown> & { id: number };
type Values = Record<string, unknown>;

export interface ScreenCallsOptions {
  /** A getter: the backend starts in beforeAll, after the helper is made. */
  backend: () => TestBackend;
  /** Tokens by user name, filled as users sign in; calls go as 'admin' unless told. */
  tokens: Readonly<Record<string, string>>;
  /** The screens whose entities the test calls (a shared view is not its entity's page). */
  screens: readonly ScreenDecl[];
  /** endIndex of a list call. */
  pageSize: number;
}

/** The data of a successful call (a screen's or any handler's); fails the test with the whole answer otherwise. */
export async function ok<T = Values>(pending: Promise<AshxResult<unknown>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result)}`);
  return result.data as T;
}

/** Field name to message key of a refused write (400 invalidValues). */
export const fieldsOf = (result: AshxResult<unknown>) => (result.data as { fields?: Record<string, string> } | undefined)?.fields;

/** fieldsOf a result that must be a 400 invalidValues refusal. */
export function refusedFields(result: AshxResult<unknown>) {
  expect([statusOf(result), codeOf(result)]).toEqual([400, 'invalidValues']);
  return fieldsOf(result);
}

export function screenCalls({ backend, tokens, screens, pageSize }: ScreenCallsOptions) {
  const pageOf = (entity: string): string => {
    const paths = screens.filter((s) => s.entity === entity && !s.sharedView).map((s) => s.path);
    if (paths.length === 1) return paths[0];
    throw new Error(paths.length ? `screenCalls: the entity '${entity}' has ${paths.length} screens (${paths.join(', ')}): which page to send?`
      : `screenCalls: no screen given declares the entity '${entity}'`);
  };
  const tokenOf = (user: string): string => {
    const token = tokens[user];
    if (!token) throw new Error(`screenCalls: no signed-in token for the user '${user}'`);
    return token;
  };

  /** datas may name another page (a view shared with the entity's own). */
  const call = <T = unknown>(entity: string, action: string, datas: Values = {}, user = 'admin', language?: Language): Promise<AshxResult<T>> => {
    const [page, token] = [pageOf(entity), tokenOf(user)]; // refused before the backend is asked for
    return backend().call<T>(SCREEN_HANDLER, { page, ...datas }, { token, getList: getListOf(entity, action), compress: SCREEN_COMPRESS, ...(language ? { language } : {}) });
  };
  const create = async (entity: string, values: Values, user = 'admin') => (await ok<{ row: Row }>(call(entity, 'create', { values }, user))).row;
  const update = async (entity: string, id: number, values: Values, user = 'admin') => (await ok<{ row: Row }>(call(entity, 'update', { id, values }, user))).row;
  const remove = (entity: string, ids: number[], user = 'admin') => ok<{ deleted: number }>(call(entity, 'delete', { ids }, user));
  const list = (entity: string, filters: Values = {}, user = 'admin', sort?: ScreenDecl['defaultSort']) =>
    ok<{ rows: Row[]; total: number }>(call(entity, 'list', { startIndex: 1, endIndex: pageSize, filters, ...(sort ? { sort } : {}) }, user));
  const rowAction = <T = unknown>(entity: string, action: string, ids: number[], values: Values = {}, user = 'admin', language?: Language) =>
    call<{ affected: number; result: T }>(entity, action, { ids, values }, user, language);
  return { call, ok, create, update, remove, list, rowAction };
}
