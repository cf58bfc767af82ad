// Data scope: the parking lots a user may see. Permission groups (spec 6: "a permission-group
// feature assigns lots to groups") hold lots and users; a user who is not a super administrator
// sees the rows of lot-scoped stores (EntityStore.lotColumn) whose lot is in one of their groups.
import { z } from 'zod';
import type { Caller } from '../auth/tokens';
import { operation, requireCaller, type RequestContext } from '../context';
import type { Queryable } from '../db';

export type LotScope = number[] | 'all';

/** 'all' for a super administrator; else the union of the caller's groups' lots (maybe none). */
export async function callerLotIds(tx: Queryable, caller: Pick<Caller, 'isSuper' | 'userId'>): Promise<LotScope> {
  if (caller.isSuper) return 'all';
  const rows = await tx.query<{ lot_id: number }>(
    `SELECT DISTINCT gl.lot_id FROM permission_group_lots gl
     JOIN permission_group_users gu ON gu.group_id = gl.group_id
     WHERE gu.user_id = $1 ORDER BY gl.lot_id`,
    [caller.userId],
  );
  return rows.map((r) => r.lot_id);
}

/**
 * Merchant scope: a user bound to a merchant (users.merchant_id) sees the rows of merchant-scoped
 * stores (EntityStore.merchantColumn) of that merchant only; everyone else, and a super
 * administrator, is not limited by it ('all'), only by his lots.
 */
export type MerchantScope = number | 'all';

export async function callerMerchant(tx: Queryable, caller: Pick<Caller, 'isSuper' | 'userId'>): Promise<MerchantScope> {
  if (caller.isSuper) return 'all';
  const [row] = await tx.query<{ merchant_id: number | null }>('SELECT merchant_id FROM users WHERE id = $1', [caller.userId]);
  return row?.merchant_id === null || row?.merchant_id === undefined ? 'all' : Number(row.merchant_id);
}

/** What an engine call may see: its lots and its merchant. */
export interface DataScope { lots: LotScope; merchant: MerchantScope }

export function inScope(scope: LotScope, lotId: unknown): boolean {
  return scope === 'all' || (typeof lotId === 'number' && scope.includes(lotId));
}

/** The caller's lots, for a lot picker: 'lots.options' and the special pages' `lots`. */
export async function callerLotOptions(context: RequestContext): Promise<{ id: number; name: string }[]> {
  const scope = await callerLotIds(context.db, requireCaller(context));
  return context.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM parking_lots WHERE $1::boolean OR id = ANY($2::int[]) ORDER BY name, id`,
    [scope === 'all', scope === 'all' ? [] : scope],
  );
}

/** CatcCom 'lots.options' {} -> [{ id, name }]: the caller's lots, for the lot picker. */
export const lotOptions = operation({ access: 'signed-in', input: z.object({}), run: callerLotOptions });
