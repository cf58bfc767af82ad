// How the backend stores one declared entity (lib/screens/types.ts ScreenDecl.entity). The
// generic engine (backend/entities/engine/) turns a store into the CatcCom operations
// '<entity>.list|create|update|delete|export|import|<rowAction>': paging, sorting, filters,
// data scope by lot, uniqueness, audit trail, all-or-nothing import. A store says only what is
// particular to its table.
import type { RequestContext } from '../context';
import type { Queryable } from '../db';
import type { z } from 'zod';
import type { DomainService } from '../kernel/service';

export type Values = Record<string, unknown>;
export interface RowCommand { idempotencyKey?: string }
export type WriteMode = 'create' | 'update';
/** A row action that is not a row service: all the selected rows at once. */
export type RowHandler = (tx: Queryable, ids: number[], input: Values, context: RequestContext, command: RowCommand) => Promise<unknown>;

export interface EntityStore {
  /** Equal to the declaration's entity. */
  entity: string;
  /** The table; rows have a serial `id`. */
  table: string;
  /**
   * The entity its rows are audited as, when several screens show one table (the stays, the
   * orders): the domain services audit them under this name, and a row's history is read by it.
   */
  auditEntity?: string;
  /**
   * Columns other than the default: a declared field is stored in the snake_case column of its
   * name (engine/columns.ts) unless listed here (field name -> column name), or computed, or
   * hidden. Values a hook writes that no screen declares are listed here too; values with no
   * column are not written.
   */
  columns?: Record<string, string>;
  /**
   * Read-only fields computed on read: field name -> SQL expression over the main table aliased
   * `t` and the joins of `joins` (e.g. role group name).
   */
  computed?: Record<string, string>;
  /** Extra FROM-clause joins for `computed`, e.g. 'LEFT JOIN role_groups g ON g.id = t.role_group_id'. */
  joins?: string;
  /**
   * The table is a view of grouped rows, which cannot be locked FOR UPDATE: the engine reads its
   * rows unlocked, and the store's row actions lock what they write (e.g. the rows it derives from).
   */
  unlockable?: boolean;
  /** The column holding the lot id: rows are filtered by the caller's lots (data scope). */
  lotColumn?: string;
  /**
   * The column holding the merchant id ('id' for the merchants' own table): a user bound to a
   * merchant sees and touches only that merchant's rows (merchant scope, next to the lots').
   */
  merchantColumn?: string;
  /**
   * Rows of the operator's that a user bound to a merchant may read though no merchant owns them
   * (the base packages offered to merchants): SQL over `t` naming which; he reads those of his
   * merchant's lot (the store's `lotColumn`) only, and writes none (403).
   */
  merchantOffer?: string;
  /** Extra WHERE condition always applied (e.g. "t.kind = 1" for one kind of role group). */
  where?: string;
  /** Values to write besides the form's (e.g. a fixed kind), on both create and update. */
  fixed?: Values;
  /**
   * Turns validated form values into values to store, inside the write's transaction: hash a
   * password, check a reference. Throw a FieldError (backend/kernel/failures.ts) to refuse with a field message.
   */
  beforeWrite?(tx: Queryable, values: Values, mode: WriteMode, context: RequestContext, id?: number): Promise<Values>;
  /** Runs after a write in the same transaction (e.g. keep a join table in step). */
  afterWrite?(tx: Queryable, id: number, values: Values, mode: WriteMode, context: RequestContext): Promise<void>;
  /** A reason (message key in backend.json) the rows may not be deleted, or null. */
  refuseDelete?(tx: Queryable, ids: number[], context: RequestContext): Promise<string | null>;
  /**
   * Row actions by name: a domain service run once per selected row (`rowService`, row-service.ts),
   * or a handler run on the selected ids with the action's validated input (and the press's key).
   */
  rowActions?: Record<string, RowService | RowHandler>;
  /**
   * Options of `ref` fields: field -> SQL selecting `value` and `label` (data scope is the SQL's
   * job where it matters), e.g. "SELECT id AS value, name AS label FROM role_groups ORDER BY name".
   * Served by CatcCom '<entity>.options' { page, field }.
   */
  options?: Record<string, string>;
  /** Fields never sent back and given no default column (a secret a hook seals into other columns). */
  hidden?: readonly string[];
  /**
   * Related records of a row's detail view, by section of the declaration's `detail`: SQL with
   * the row's id as $1, selecting the section's fields (camelCase aliases).
   */
  related?: Record<string, string>;
  /**
   * Figures that change with time, brought to the moment of reading (an open stay's order priced
   * now: backend/areas/charging/figures-now.ts): `rows` runs on every row read (list pages,
   * export chunks, rows by id, a detail's row), changing them in place; `sections` replace a
   * detail's related records by section, given the detail's row.
   */
  atRead?: {
    rows?(db: Queryable, rows: Values[], now: number): Promise<void>;
    sections?: Record<string, (db: Queryable, row: Values, records: Values[], now: number) => Promise<Values[]>>;
  };
}

/** A store as the engine serves it: the column of every stored field, defaults included (engine/columns.ts). */
export type ServedStore = EntityStore & { columns: Record<string, string> };

/** One selected row, as the service's input is made from it. */
export interface SelectedRow {
  id: number;
  /** The row action's validated values (the dialog's fields). */
  input: Values;
  context: RequestContext;
  /** The press's transaction, for an input that needs a look at the row (an order's stay). */
  tx: Queryable;
}

export interface RowService<R = unknown> {
  rowService: true;
  /** The service, or the service for this request when it needs the request's settings (a key at rest). */
  service: DomainService<z.ZodType, R> | ((context: RequestContext) => DomainService<z.ZodType, R>);
  inputOf(row: SelectedRow): Values | Promise<Values>;
  /** The command's result from the rows' results in id order; by default the list of them. */
  answer?(results: R[]): unknown;
}
