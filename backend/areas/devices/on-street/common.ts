// Helpers of the on-street device stores: the caller's lots in ref options, the references a
// registered device makes (lot, berth, node controller) and the checks of serials and addresses.
import { isDeviceSerial } from '../../../../lib/device-protocol';
import { V } from '../../../../lib/validation/rules';
import type { Queryable } from '../../../db';
import { FieldError } from '../../../kernel/failures';
import { checkRef, isBlank, refId } from '../../../kernel/refs';
import { LOT_EXISTS, inCallerLots } from '../../../kernel/lot-scope';
import type { Values } from '../../../entities/types';

/** Field message key (messages/<lang>/list.json) of a value in no accepted form. */
export const INVALID_VALUE = 'invalidValue';

/** The serial travels in MQTT topics: letters, digits, '-' and '_' (lib/device-protocol.ts). */
export function checkSerial(values: Values): string {
  const serial = String(values.serial ?? '').trim();
  if (!isDeviceSerial(serial)) throw new FieldError('serial', INVALID_VALUE);
  return serial;
}

const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*$/;
const DOTTED_DIGITS = /^[\d.]+$/;

/** An address: an IPv4 address (four numbers 0..255) or a host name. */
export function isDeviceAddress(value: string): boolean {
  if (DOTTED_DIGITS.test(value)) {
    const parts = value.split('.');
    return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
  }
  return value.length <= 64 && HOST_NAME.test(value);
}

/** The lot a row of `table` belongs to, or null when there is no such row. */
async function lotOf(tx: Queryable, table: 'berths' | 'node_controllers' | 'streets', id: number): Promise<number | null> {
  const [row] = await tx.query<{ lot_id: number }>(`SELECT lot_id FROM ${table} WHERE id = $1`, [id]);
  return row ? Number(row.lot_id) : null;
}

/** An optional reference that must be a row of the same lot; null when left blank. */
export async function refInLot(tx: Queryable, values: Values, field: string, table: 'berths' | 'node_controllers' | 'streets', lotId: number): Promise<number | null> {
  if (isBlank(values[field])) return null;
  const id = refId(values, field);
  if ((await lotOf(tx, table, id)) !== lotId) throw new FieldError(field, V.option);
  return id;
}

/**
 * The references of a lock or sensor: its lot, a berth of that lot that has no other device of
 * the table, a node controller of that lot. Refusals are field errors.
 */
export async function deviceRefs(tx: Queryable, values: Values, table: 'parking_locks' | 'sensors', id?: number): Promise<Values> {
  const serial = checkSerial(values);
  const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
  const berthId = await refInLot(tx, values, 'berthId', 'berths', lotId);
  if (berthId !== null) {
    const taken = await tx.query(`SELECT 1 FROM ${table} WHERE berth_id = $1 AND id <> $2`, [berthId, id ?? 0]);
    if (taken.length) throw new FieldError('berthId', V.unique);
  }
  const nodeId = await refInLot(tx, values, 'nodeId', 'node_controllers', lotId);
  return { ...values, serial, lotId, berthId, nodeId };
}

/** Options of a berth picker: berths of the caller's lots without a device of `table`. */
export const freeBerthOptions = (table: 'parking_locks' | 'sensors') => `
  SELECT b.id AS value, l.name || ' / ' || b.number AS label
  FROM berths b JOIN parking_lots l ON l.id = b.lot_id
  WHERE NOT EXISTS (SELECT 1 FROM ${table} d WHERE d.berth_id = b.id) AND ${inCallerLots('b.lot_id')}
  ORDER BY l.name, b.number, b.id`;

/** Options of a node controller picker: enabled node controllers of the caller's lots. */
export const NODE_OPTIONS = `
  SELECT n.id AS value, l.name || ' / ' || n.name || ' (' || n.serial || ')' AS label
  FROM node_controllers n JOIN parking_lots l ON l.id = n.lot_id
  WHERE n.status = 1 AND ${inCallerLots('n.lot_id')}
  ORDER BY l.name, n.name, n.id`;

/** The berth number of a lock or sensor row `t` (device_kind, device_id) of a record table. */
export const BERTH_OF_DEVICE = `(SELECT b.number FROM berths b WHERE b.id = CASE t.device_kind
    WHEN 'lock' THEN (SELECT p.berth_id FROM parking_locks p WHERE p.id = t.device_id)
    WHEN 'sensor' THEN (SELECT s.berth_id FROM sensors s WHERE s.id = t.device_id) END)`;
