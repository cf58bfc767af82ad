// Helpers of the POS and field-operation stores: their refusals (messages/<lang>/backend-pos.json),
// the caller's lots in ref options and in reference checks, field formats.
import { requireCaller, type RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { FieldError, refuse } from '../../kernel/failures';
import { refId } from '../../kernel/refs';
import type { MessageKey } from '../../messages';
import { callerLotIds, inScope, type LotScope } from '../scope';
import type { Values } from '../types';

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

/**
 * SQL condition of ref options: `column` is a lot of the caller ($1 is the caller's user id, as
 * the engine passes it to options SQL that names $1). Super administrators see every lot.
 */
export const inCallerLots = (column: string) => `(EXISTS (SELECT 1 FROM users cu JOIN role_groups cg ON cg.id = cu.role_group_id
    WHERE cu.id = $1 AND cg.is_super)
  OR ${column} IN (SELECT gl.lot_id FROM permission_group_lots gl JOIN permission_group_users gu ON gu.group_id = gl.group_id
    WHERE gu.user_id = $1))`;

/** Options SQL of a ref to an enabled row of `table` (a street, a rate) in the caller's lots, labelled 'lot / name'. */
export const enabledInCallerLots = (table: string) => `SELECT x.id AS value, pl.name || ' / ' || x.name AS label FROM ${table} x
  JOIN parking_lots pl ON pl.id = x.lot_id WHERE x.status = 1 AND ${inCallerLots('x.lot_id')} ORDER BY pl.name, x.name, x.id`;

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

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** An optional street that must lie in `lotId`: its id, or null when blank. */
export async function streetOfLot(tx: Queryable, values: Values, field: string, lotId: number): Promise<number | null> {
  if (isBlank(values[field])) return null;
  const id = refId(values, field);
  const [row] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM streets WHERE id = $1', [id]);
  if (!row) throw new FieldError(field, 'option');
  if (row.lot_id !== lotId) throw refuse(POS_KEYS.streetNotInLot);
  return id;
}

/** A text value checked by `valid` and stored as `normalize` makes it; blank stays null. */
export function formatted(values: Values, field: string, valid: (v: string) => boolean, key: string, normalize = (v: string) => v): string | null {
  const raw = values[field];
  if (isBlank(raw)) return null;
  const value = normalize(String(raw).trim());
  if (!valid(value)) throw new FieldError(field, key);
  return value;
}

export const LOT_EXISTS = 'SELECT 1 FROM parking_lots WHERE id = $1';
