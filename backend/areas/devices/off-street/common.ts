// Helpers of the off-street device stores: the lot reference and device serial numbers.
import { isDeviceSerial } from '../../../../lib/device-protocol';
import { AshxFailure, STATUS } from '../../../kernel/failures';
import type { Queryable } from '../../../db';
import { checkRef } from '../../../kernel/refs';
import type { Values } from '../../../entities/types';

export const LOT_EXISTS = 'SELECT 1 FROM parking_lots WHERE id = $1';
export const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';

/**
 * A device's serial travels in its MQTT topics (lib/device-protocol.ts): letters, digits, '-'
 * and '_' only, at most 64 characters. Refused with a message naming the serial (also in an import).
 */
export function checkSerial(values: Values): void {
  const serial = values.serial;
  if (typeof serial === 'string' && !isDeviceSerial(serial)) {
    throw new AshxFailure(STATUS.invalid, 'deviceSerialFormat', { serial });
  }
}

/** The checks of a device's registration: its lot exists, its serial is fit for the protocol. */
export async function checkDevice(tx: Queryable, values: Values): Promise<Values> {
  checkSerial(values);
  const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
  return { ...values, lotId };
}
