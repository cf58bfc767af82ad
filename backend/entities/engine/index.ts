// The screen engine: every declared screen (lib/screens) whose entity has a store
// (backend/entities) is served by HandlersCatc/CatcCom with GetList '<entity>.<action>':
// list, export, create, update, delete, import, the row actions, '<entity>.options' for ref
// selects, '<entity>.rows' (rows by id) and '<entity>.detail' (a row with its related records and
// history). The page the user is on travels in datas.page and decides the grant: it must show the
// entity, be granted to the caller, and (except to read) offer the action's button.
// Writes run in one transaction with the store's hooks and write the audit trail.
import { z } from 'zod';
import type { PageDecl } from '../../../lib/pages/types';
import { findScreenOperation, getListOf, screenOperations } from '../../../lib/screens/operations';
import { exportQuerySchema, listQuerySchema } from '../../../lib/screens/schema';
import type { ScreenDecl } from '../../../lib/screens/types';
import { operation, requireCaller, type Operation, type RequestedPageAccess } from '../../context';
import { AshxFailure, STATUS, fail } from '../../kernel/failures';
import { screenIndex, type ScreenIndex } from '../screen-index';
import { fieldExpression, readableFields } from '../sql';
import type { EntityStore, ServedStore } from '../types';
import type { Call } from './call';
import { columnOf, servedStore } from './columns';
import { importRows } from './import';
import { detail, readPage, refOptions, rowsById } from './read';
import { runRowAction } from './row-actions';
import { create, remove, update } from './write';

export { MAX_IDS } from './datas';
export { MAX_IMPORT_ROWS } from './import';
export { MAX_ROW_ERRORS } from './failures';

export interface EngineRegistry {
  screens: readonly ScreenDecl[];
  stores: readonly EntityStore[];
  /** Special pages seeded into the menu with their buttons (lib/pages). */
  pages?: readonly PageDecl[];
}

/** Actions every entity's pages offer to whoever may open them: reading. */
const READ_ACTIONS = new Set(['list', 'options', 'rows', 'detail']);

/** The page of the request: one of the entity's screens, and the button of the action there. */
function pageAccess(index: ScreenIndex, entity: string, action: string): RequestedPageAccess {
  return {
    fromRequest(payload) {
      const page = typeof payload.page === 'string' ? payload.page.trim() : '';
      if (!page) throw fail.invalid(['page']);
      const decl = index.screenAt(page);
      if (!decl || !index.pathsOfEntity(entity).includes(page)) return { refused: 'page-not-of-entity', page };
      if (READ_ACTIONS.has(action)) return { page };
      const op = findScreenOperation(decl, action);
      if (!op?.button) return { refused: 'action-not-on-page', page };
      return { page, button: op.button };
    },
  };
}

function run(call: Call, action: string): Promise<unknown> {
  switch (action) {
    case 'list': return readPage(call, listQuerySchema(call.decl));
    case 'export': return readPage(call, exportQuerySchema(call.decl), 'export');
    case 'rows': return rowsById(call);
    case 'detail': return detail(call);
    case 'create': return create(call);
    case 'update': return update(call);
    case 'delete': return remove(call);
    case 'import': return importRows(call);
    case 'options': return refOptions(call);
    default: {
      const rowAction = call.decl.rowActions?.find((r) => r.name === action);
      if (!rowAction) throw new AshxFailure(STATUS.notFound, 'unknownOperation');
      return runRowAction(call, rowAction);
    }
  }
}

/** Each entity's store as served, its columns completed from the fields of every screen of the entity. */
function servedStores(registry: EngineRegistry, index: ScreenIndex): Map<string, ServedStore> {
  const stores = new Map<string, ServedStore>();
  for (const store of registry.stores) {
    if (stores.has(store.entity)) throw new Error(`two stores for entity ${store.entity}`);
    const fields = index.pathsOfEntity(store.entity).flatMap((path) => index.screenAt(path)!.fields);
    stores.set(store.entity, servedStore(store, fields));
  }
  return stores;
}

/** CatcCom operations of every declared entity with a store: '<entity>.<action>' -> operation. */
export function screenEngineOperations(registry: EngineRegistry): Record<string, Operation> {
  const index = screenIndex(registry.screens);
  const stores = servedStores(registry, index);
  const table: Record<string, Operation> = {};
  const entities = [...new Set(registry.screens.map((s) => index.screenAt(s.path)?.entity).filter((e): e is string => Boolean(e)))];
  for (const entity of entities) {
    const store = stores.get(entity);
    if (!store) continue;
    const actions = new Set<string>(['rows', 'detail']);
    for (const path of index.pathsOfEntity(entity)) for (const op of screenOperations(index.screenAt(path)!)) actions.add(op.action);
    if (store.options) actions.add('options');
    for (const action of actions) {
      table[getListOf(entity, action)] = operation({
        access: pageAccess(index, entity, action),
        input: z.record(z.string(), z.unknown()),
        run(context, datas) {
          const page = String(datas.page).trim();
          return run({ context, caller: requireCaller(context), page, decl: index.screenAt(page)!, store, datas }, action);
        },
      });
    }
  }
  return table;
}

/**
 * Mismatches between declarations and stores (registry tests): a declared field the store can
 * neither read nor write, a column the store lists though it is the default, a row action without
 * a handler, a store without a declaration.
 */
export function registryProblems(registry: EngineRegistry): string[] {
  const index = screenIndex(registry.screens);
  const problems: string[] = [];
  const declared = new Set(registry.screens.map((s) => index.screenAt(s.path)?.entity));
  for (const store of registry.stores) {
    if (!declared.has(store.entity)) problems.push(`store ${store.entity} has no declared screen`);
  }
  const stores = servedStores(registry, index);
  for (const screen of registry.screens) {
    const decl = index.screenAt(screen.path);
    if (!decl) { problems.push(`${screen.path}: shares the view of an undeclared path ${screen.sharedView}`); continue; }
    const store = stores.get(decl.entity);
    if (!store) continue;
    const own = registry.stores.find((s) => s.entity === decl.entity)!.columns ?? {};
    const readable = new Set(readableFields(decl, store).map((f) => f.name));
    for (const field of decl.fields) {
      const writable = !field.readOnly && field.form !== 'none';
      const stored = Object.hasOwn(store.columns, field.name);
      if (field.type === 'password' ? !stored && !store.beforeWrite : !stored && !readable.has(field.name) && !(store.hidden ?? []).includes(field.name)) {
        problems.push(`${decl.path}: field ${field.name} has neither a column nor a computed expression`);
      }
      if (field.unique && !stored) problems.push(`${decl.path}: unique field ${field.name} has no column`);
      if (field.filter && !fieldExpression(store, field.name)) problems.push(`${decl.path}: filter ${field.name} has no expression`);
      if (writable && !stored && !store.beforeWrite) problems.push(`${decl.path}: form field ${field.name} is never written`);
      if (own[field.name] === columnOf(field.name)) problems.push(`${decl.path}: field ${field.name} lists its default column; leave it out`);
    }
    for (const rowAction of decl.rowActions ?? []) {
      if (!store.rowActions?.[rowAction.name]) problems.push(`${decl.path}: row action ${rowAction.name} has no handler in the store`);
    }
    if (decl.lotScoped && !store.lotColumn) problems.push(`${decl.path}: lotScoped but the store has no lotColumn`);
    if (Boolean(decl.merchantScoped) !== Boolean(store.merchantColumn)) problems.push(`${decl.path}: merchantScoped and the store's merchantColumn go together`);
    if (store.merchantOffer && (!store.lotColumn || store.merchantColumn)) problems.push(`${decl.path}: merchantOffer needs a lotColumn and no merchantColumn`);
    const limited = decl.rangeLimit && decl.fields.find((f) => f.name === decl.rangeLimit!.field);
    const limitType = decl.rangeLimit && 'period' in decl.rangeLimit ? 'date' : 'datetime';
    if (decl.rangeLimit && (limited?.type !== limitType || limited.filter !== 'dateRange')) problems.push(`${decl.path}: rangeLimit needs a ${limitType} field with a dateRange filter`);
    for (const section of decl.detail?.sections ?? []) {
      if (!store.related?.[section.name]) problems.push(`${decl.path}: detail section ${section.name} has no related SQL in the store`);
    }
  }
  return problems;
}
