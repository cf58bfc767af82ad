// Helpers of the vehicle list stores: their refusals (messages/<lang>/backend-vehicle-lists.json),
// plates checked and stored normalised with their colour, and the operator's today in SQL.
import { isoAt } from '../../db';
import { FORMAT_KEYS, isValidPlate, normalizePlate } from '../../../lib/validation/formats';
import { plateColorOf } from '../../../lib/tariff/select';
import type { MessageKey } from '../../messages';
import { BUSINESS_UTC_OFFSET_HOURS } from '../../entities/sql';
import { FieldError } from '../../kernel/failures';
import { checkUnique } from '../../kernel/refs';
import type { EntityStore, Values } from '../../entities/types';

/** Refusals of the vehicle list stores (backend-vehicle-lists.json). */
export const LIST_KEYS = {
  alreadyListed: 'specialPlateListed',
  onBlackList: 'specialPlateOnBlackList',
  onWhiteList: 'specialPlateOnWhiteList',
  validityOrder: 'listValidityOrder',
} as const satisfies Record<string, MessageKey>;

/** Today on the operator's clock (UTC+8), whatever the database session's time zone. */
export const OPERATOR_TODAY = `(timezone('UTC', now()) + interval '${BUSINESS_UTC_OFFSET_HOURS} hours')::date`;

/**
 * The plate of a list entry, checked and normalised ('粤b 12345' is stored '粤B12345'), with its
 * colour: the one chosen, or the one the plate suggests when left blank.
 */
export function listedPlate(values: Values): { plate: string; plateColor: string } {
  const raw = typeof values.plate === 'string' ? values.plate : '';
  if (!isValidPlate(raw)) throw new FieldError('plate', FORMAT_KEYS.plate);
  const plate = normalizePlate(raw);
  const chosen = values.plateColor;
  return { plate, plateColor: typeof chosen === 'string' && chosen ? chosen : plateColorOf(plate) };
}

/**
 * beforeWrite of a list whose plate is unique in `table` (special, disabled and known vehicles):
 * the plate as stored, compared normalised (the engine compared it as typed), and the time of
 * the change.
 */
export const uniquePlateWrite = (table: string): NonNullable<EntityStore['beforeWrite']> => async (tx, values, _mode, context, id) => {
  const listed = listedPlate(values);
  await checkUnique(tx, table, { plate: listed.plate }, 'plate', id);
  return { ...values, ...listed, updatedAt: isoAt(context.now) };
};
