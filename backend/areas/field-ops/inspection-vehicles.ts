// /InspectionVehicleManagement over inspection_vehicles: the plate is checked and stored
// normalised (lib/validation/formats.ts), the camera serial is required (spec 5), the street must
// lie in the vehicle's lot. A vehicle with comparison records is kept (take it out of service).
import { isoAt } from '../../db';
import { FORMAT_KEYS, isValidPlate, normalizePlate } from '../../../lib/validation/formats';
import { FieldError } from '../../kernel/failures';
import { POS_KEYS, streetOfLot } from '../pos';
import { checkRef, formatted } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { LOT_EXISTS, enabledInCallerLots } from '../../kernel/lot-scope';

export const inspectionVehicleStore: EntityStore = {
  entity: 'inspectionVehicle',
  table: 'inspection_vehicles',
  columns: { updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    streetName: 's.name',
    comparisonCount: '(SELECT count(*)::int FROM inspection_comparisons c WHERE c.vehicle_id = t.id)',
    lastSeenAt: '(SELECT max(c.seen_at) FROM inspection_comparisons c WHERE c.vehicle_id = t.id)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN streets s ON s.id = t.street_id',
  lotColumn: 'lot_id',
  options: {
    streetId: enabledInCallerLots('streets'),
  },
  async beforeWrite(tx, values, _mode, context, id) {
    const plate = formatted(values, 'plate', isValidPlate, FORMAT_KEYS.plate, normalizePlate);
    // The engine compared the plate as typed; compare it normalised too ('粤B 12345' is '粤B12345').
    const clash = await tx.query('SELECT 1 FROM inspection_vehicles WHERE plate = $1 AND id <> $2 LIMIT 1', [plate, id ?? 0]);
    if (clash.length) throw new FieldError('plate', 'unique');
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const streetId = await streetOfLot(tx, values, 'streetId', lotId);
    return { ...values, plate, lotId, streetId, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    const used = await tx.query('SELECT 1 FROM inspection_comparisons WHERE vehicle_id = ANY($1::int[]) LIMIT 1', [ids]);
    return used.length ? POS_KEYS.vehicleHasRecords : null;
  },
};
