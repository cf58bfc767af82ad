// Helpers of the estate stores: the caller's lots in SQL (ref options) and in code (hooks), and
// the refusal keys of messages/<lang>/backend-estate.json.
import { requireCaller, type RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { FieldError } from '../../kernel/failures';
import type { MessageKey } from '../../messages';
import { callerLotIds, inScope } from '../../entities/scope';

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


/** Refuses (FieldError 'option' on `field`) a lot the caller may not see. */
export async function requireCallerLot(tx: Queryable, context: RequestContext, lotId: number, field: string): Promise<void> {
  if (!inScope(await callerLotIds(tx, requireCaller(context)), lotId)) throw new FieldError(field, 'option');
}
