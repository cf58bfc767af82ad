// /InternalVehicle over `internal_vehicles`: staff and company vehicles of a lot. The plate is
// checked and stored normalised, once per lot; the vehicle is free (no rate) or charged by an
// enabled rate of its own lot (a disabled one it already has may stay); valid from .. to.
import { isoAt } from '../../db';
import { FORMAT_KEYS, isValidPlate, normalizePlate } from '../../../lib/validation/formats';
import { refuse } from '../../kernel/failures';
import { checkRef, checkUnique, formatted, isBlank } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { RATES_KEYS, checkValidity } from './common';
import { LOT_EXISTS, enabledInCallerLots } from '../../kernel/lot-scope';

export const internalVehicleStore: EntityStore = {
  entity: 'internalVehicle',
  table: 'internal_vehicles',
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name', rateName: 'r.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN rates r ON r.id = t.rate_id',
  lotColumn: 'lot_id',
  options: {
    rateId: enabledInCallerLots('rates'),
  },

  async beforeWrite(tx, values, _mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const plate = formatted(values, 'plate', isValidPlate, FORMAT_KEYS.plate, normalizePlate);
    await checkUnique(tx, 'internal_vehicles', { lot_id: lotId, 'upper(plate)': plate }, 'plate', id);
    let rateId: number | null = null;
    if (!isBlank(values.rateId)) {
      rateId = await checkRef(tx, values, 'rateId', 'SELECT 1 FROM rates WHERE id = $1 AND status = 1',
        { column: 'rate_id', table: 'internal_vehicles', id });
      const [rate] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM rates WHERE id = $1', [rateId]);
      if (rate.lot_id !== lotId) throw refuse(RATES_KEYS.rateOfOtherLot);
    }
    checkValidity(values);
    return { ...values, lotId, plate, rateId, free: rateId === null, updatedAt: isoAt(context.now) };
  },
};
