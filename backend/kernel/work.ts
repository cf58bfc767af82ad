// The audited writes of a domain service: every row it inserts or changes lands in the audit log
// with its state before and after, under the service's name, the actor and the entity it belongs
// to (so a record's detail view shows its whole history). Use only these to change rows inside a
// service; plain reads go through `query`.
import { audit } from '../auth/audit';
import type { Queryable, Row } from '../db';
import { ident } from './sql';

/** Who a service acts for: a user of the console, a device, or the system itself. */
export interface Actor {
  /** Login name, 'device:<kind>:<serial>' or 'system:<job>'. */
  name: string;
  /** The user's id when the actor is a user (data scope, approvals). */
  userId: number | null;
  address?: string | null;
  /** The page the command came from, when it came from the console. */
  page?: string | null;
}

export class Work {
  constructor(
    private readonly tx: Queryable,
    readonly actor: Actor,
    /** The clock reading the whole service uses. */
    readonly at: number,
    /** The audit action: the service's name. */
    private readonly action: string,
    private readonly detail: Record<string, unknown> = {},
  ) {}

  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.tx.query<T>(sql, params);
  }

  /** Inserts a row; audited with no before. */
  async insert(entity: string, table: string, values: Record<string, unknown>): Promise<Row & { id: number }> {
    const names = Object.keys(values);
    const [row] = await this.tx.query<Row & { id: number }>(
      `INSERT INTO ${ident(table)} (${names.map(ident).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      names.map((n) => values[n]));
    await this.record(entity, Number(row.id), null, row);
    return row;
  }

  /** Changes a row (locked first); audited with before and after. Throws when it does not exist. */
  async update(entity: string, table: string, id: number, patch: Record<string, unknown>): Promise<{ before: Row; after: Row }> {
    const [before] = await this.tx.query(`SELECT * FROM ${ident(table)} WHERE id = $1 FOR UPDATE`, [id]);
    if (!before) throw new Error(`${table} ${id} does not exist`);
    const names = Object.keys(patch);
    if (!names.length) return { before, after: before };
    const [after] = await this.tx.query(
      `UPDATE ${ident(table)} SET ${names.map((n, i) => `${ident(n)} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING *`,
      [id, ...names.map((n) => patch[n])]);
    await this.record(entity, id, before, after);
    return { before, after };
  }

  /** Audits a change the service made otherwise (e.g. a set of rows replaced), under an entity and id. */
  record(entity: string, id: number, before: Row | null, after: Row | null): Promise<void> {
    return audit(this.tx, {
      at: this.at, actor: this.actor.name, address: this.actor.address ?? null, page: this.actor.page ?? null,
      action: this.action as `${string}.${string}`, entity, entityId: id, before: plain(before), after: plain(after), detail: this.detail,
    });
  }
}

/** A row as JSON carries it (timestamps as ISO text). */
const plain = (row: Row | null) => (row ? JSON.parse(JSON.stringify(row)) as Record<string, unknown> : null);
