// Helpers of the POS and field-operation stores: their refusals (messages/<lang>/backend-pos.json),
// the caller's lots in ref options and in reference checks, field formats.
import { requireCaller, type RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { FieldError, refuse } from '../../kernel/failures';
import { isBlank, refId } from '../../kernel/refs';
import { inCallerLots } from '../../kernel/lot-scope';
import type { MessageKey } from '../../messages';
import { callerLotIds, inScope, type LotScope } from '../../entities/scope';
import type { Values } from '../../entities/types';

/** Refusals of the POS and field-operation stores (backend-pos.json). */
export const POS_KEYS = {
  terminalHeld: 'posTerminalHeld',
  terminalHasAssignments: 'posTerminalHasAssignments',
  terminalNotInService: 'posTerminalNotInService',
  terminalAssigned: 'posTerminalAssigned',
  userDisabled: 'posUserDisabled',
  userHoldsTerminal: 'posUserHoldsTerminal',
  userHasAssignments: 'posUserHasAssignments',
  lotNotAllowed: 'posLotNotAllowed',
  assignmentReturned: 'posAssignmentReturned',
  streetNotInLot: 'streetNotInLot',
  berthsUnknown: 'videoPileBerthsUnknown',
  berthsTaken: 'videoPileBerthsTaken',
  tooManyBerths: 'videoPileTooManyBerths',
  berthsOutside: 'videoPileBerthsOutside',
  vehicleHasRecords: 'inspectionVehicleHasRecords',
  vehicleUnknown: 'inspectionVehicleUnknown',
  vehicleOutOfService: 'inspectionVehicleOutOfService',
  berthUnknown: 'inspectionBerthUnknown',
  problemNotEditable: 'problemNotEditable',
  problemNotDeletable: 'problemNotDeletable',
  assigneeUnknown: 'problemAssigneeUnknown',
  assigneeOutOfLot: 'problemAssigneeOutOfLot',
} as const satisfies Record<string, MessageKey>;

/** The caller's lots within a write. */
export const scopeOf = (tx: Queryable, context: RequestContext): Promise<LotScope> => callerLotIds(tx, requireCaller(context));

/** A required ref to a row of `table` in the caller's lots; returns the row. Else FieldError 'option'. */
export async function refInScope<R extends Record<string, unknown>>(
  tx: Queryable, context: RequestContext, values: Values, field: string, table: string, columns: string,
): Promise<R & { id: number; lot_id: number }> {
  const id = refId(values, field);
  const [row] = await tx.query<R & { id: number; lot_id: number }>(`SELECT id, lot_id, ${columns} FROM ${table} WHERE id = $1`, [id]);
  if (!row || !inScope(await scopeOf(tx, context), row.lot_id)) throw new FieldError(field, 'option');
  return row;
}

/** An optional street that must lie in `lotId`: its id, or null when blank. */
export async function streetOfLot(tx: Queryable, values: Values, field: string, lotId: number): Promise<number | null> {
  if (isBlank(values[field])) return null;
  const id = refId(values, field);
  const [row] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM streets WHERE id = $1', [id]);
  if (!row) throw new FieldError(field, 'option');
  if (row.lot_id !== lotId) throw refuse(POS_KEYS.streetNotInLot);
  return id;
}
