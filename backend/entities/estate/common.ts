// Helpers of the estate stores: the caller's lots in SQL (ref options) and in code (hooks), and
// the refusal keys of messages/<lang>/backend-estate.json.
import { requireCaller, type RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { FieldError } from '../../kernel/failures';
import type { MessageKey } from '../../messages';
import { callerLotIds, inScope } from '../scope';

/** Refusals of the estate stores (messages/<lang>/backend-estate.json). */
export const ESTATE_KEYS = {
  berthOnePlace: 'berthOnePlace',
  berthHasDevices: 'berthHasDevices',
  berthRunTooLong: 'berthRunTooLong',
  berthNumbersTaken: 'berthNumbersTaken',
  yardAreaHasBerths: 'yardAreaHasBerths',
  streetHasBerths: 'streetHasBerths',
  placeKeepsLot: 'placeKeepsLot',
  jurisdictionHasLots: 'jurisdictionHasLots',
  berthAlreadyFree: 'berthAlreadyFree',
  berthOutOfService: 'berthOutOfService',
} as const satisfies Record<string, MessageKey>;

/**
 * SQL condition over `column` (a lot id) for ref options, whose $1 is the caller's user id: a
 * super administrator sees every lot, anyone else the lots of their permission groups.
 */
export const inCallerLots = (column: string) => `(EXISTS (
    SELECT 1 FROM users su JOIN role_groups sg ON sg.id = su.role_group_id WHERE su.id = $1 AND sg.is_super)
  OR ${column} IN (SELECT gl.lot_id FROM permission_group_lots gl
    JOIN permission_group_users gu ON gu.group_id = gl.group_id WHERE gu.user_id = $1))`;

/** Refuses (FieldError 'option' on `field`) a lot the caller may not see. */
export async function requireCallerLot(tx: Queryable, context: RequestContext, lotId: number, field: string): Promise<void> {
  if (!inScope(await callerLotIds(tx, requireCaller(context)), lotId)) throw new FieldError(field, 'option');
}

/** A blank optional ref (null, undefined, ''). */
export const isBlankRef = (value: unknown) => value === null || value === undefined || value === '';
