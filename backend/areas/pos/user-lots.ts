// /PosParkList over pos_user_lots: the lots, or single streets of them, a collector may work
// besides their own lot. The collector and the lot must be the caller's; a street must lie in
// the lot; a collector has each lot (or street) once.
import { isoAt } from '../../db';
import { FieldError } from '../../kernel/failures';
import { checkRef } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { refInScope, streetOfLot } from './common';
import { LOT_EXISTS, inCallerLots, enabledInCallerLots } from '../../kernel/lot-scope';

/** Berths the row opens to the collector: the street's, or the whole lot's. */
const BERTHS = `(SELECT count(*)::int FROM berths b WHERE b.lot_id = t.lot_id AND (t.street_id IS NULL OR b.street_id = t.street_id))`;

export const posUserLotStore: EntityStore = {
  entity: 'posUserLot',
  table: 'pos_user_lots',
  columns: { updatedAt: 'updated_at' },
  computed: {
    posUserName: `u.name || ' (' || u.login_name || ')'`,
    lotName: 'l.name',
    streetName: 's.name',
    berthCount: BERTHS,
  },
  joins: `LEFT JOIN pos_users u ON u.id = t.pos_user_id LEFT JOIN parking_lots l ON l.id = t.lot_id
    LEFT JOIN streets s ON s.id = t.street_id`,
  lotColumn: 'lot_id',
  options: {
    posUserId: `SELECT p.id AS value, p.name || ' (' || p.login_name || ')' AS label FROM pos_users p
      WHERE ${inCallerLots('p.lot_id')} ORDER BY p.name, p.id`,
    streetId: enabledInCallerLots('streets'),
  },
  async beforeWrite(tx, values, _mode, context, id) {
    const user = await refInScope(tx, context, values, 'posUserId', 'pos_users', 'name');
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const streetId = await streetOfLot(tx, values, 'streetId', lotId);
    const clash = await tx.query(
      `SELECT 1 FROM pos_user_lots WHERE pos_user_id = $1 AND lot_id = $2 AND coalesce(street_id, 0) = $3 AND id <> $4 LIMIT 1`,
      [user.id, lotId, streetId ?? 0, id ?? 0]);
    if (clash.length) throw new FieldError(streetId === null ? 'lotId' : 'streetId', 'unique');
    return { ...values, posUserId: user.id, lotId, streetId, updatedAt: isoAt(context.now) };
  },
};
