// /ParkingInformation over parking_lots (002, extended by 030_estate.sql). Scoped by its own id:
// a user sees the lots of their permission groups. Used and free spaces come from the berths.
import { at } from '../settings/common';
import type { EntityStore } from '../types';

/** Berths of the lot in a state (0 free, 1 occupied, 2 reserved, 3 out of service). */
const berthsInState = (states: string) => `(SELECT count(*)::int FROM berths b WHERE b.lot_id = t.id AND b.state IN (${states}))`;

export const parkingLotStore: EntityStore = {
  entity: 'parkingLot',
  table: 'parking_lots',
  columns: {
    name: 'name', type: 'type', address: 'address', longitude: 'longitude', latitude: 'latitude', region: 'region',
    contactPhone: 'contact_phone', servicePhone: 'service_phone', website: 'website', totalSpaces: 'total_spaces',
    timeZone: 'time_zone', freeMinutes: 'free_minutes', serverIp: 'server_ip', serverPort: 'server_port',
    status: 'status', updatedAt: 'updated_at',
  },
  computed: {
    // Occupied and reserved berths are in use; free ones are free; out-of-service ones neither.
    usedSpaces: berthsInState('1, 2'),
    freeSpaces: berthsInState('0'),
  },
  lotColumn: 'id',
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: at(context.now) };
  },
  async refuseDelete(tx, ids) {
    // A lot with berths, areas or streets keeps them: delete those first.
    const used = await tx.query(
      `SELECT 1 FROM berths WHERE lot_id = ANY($1::int[])
       UNION ALL SELECT 1 FROM yard_areas WHERE lot_id = ANY($1::int[])
       UNION ALL SELECT 1 FROM streets WHERE lot_id = ANY($1::int[]) LIMIT 1`, [ids]);
    return used.length ? 'deleteRefused' : null;
  },
};
