// /YardAreaInformation (areas or floors of a lot), /Catc_t_administration_area (districts) and
// /StreetInformation (streets with on-street berths). Berth counts come from the berths table;
// an area or street with berths is not deleted; both generate runs of numbered berths.
import { isoAt } from '../../db';
import type { Queryable } from '../../db';
import { checkRef } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { generateBerths } from './berths';
import { ESTATE_KEYS } from './common';
import { refuse } from '../../kernel/failures';

const LOT_EXISTS = 'SELECT 1 FROM parking_lots WHERE id = $1';

/** An area or street with berths stays in its lot (its berths belong to that lot). */
async function keepLotOfBerths(tx: Queryable, table: 'yard_areas' | 'streets', column: 'yard_area_id' | 'street_id', id: number, lotId: number) {
  const moved = await tx.query(
    `SELECT 1 FROM ${table} p WHERE p.id = $1 AND p.lot_id <> $2 AND EXISTS (SELECT 1 FROM berths b WHERE b.${column} = p.id)`, [id, lotId]);
  if (moved.length) throw refuse(ESTATE_KEYS.placeKeepsLot);
}

export const yardAreaStore: EntityStore = {
  entity: 'yardArea',
  table: 'yard_areas',
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name', berthCount: '(SELECT count(*)::int FROM berths b WHERE b.yard_area_id = t.id)' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    if (mode === 'update') await keepLotOfBerths(tx, 'yard_areas', 'yard_area_id', id!, lotId);
    return { ...values, lotId, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    const used = await tx.query('SELECT 1 FROM berths WHERE yard_area_id = ANY($1::int[]) LIMIT 1', [ids]);
    return used.length ? ESTATE_KEYS.yardAreaHasBerths : null;
  },
  rowActions: { generateBerths: generateBerths('yard_area_id') },
};

export const adminAreaStore: EntityStore = {
  entity: 'adminArea',
  table: 'admin_areas',
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    const used = await tx.query(
      `SELECT 1 FROM streets WHERE admin_area_id = ANY($1::int[])
       UNION ALL SELECT 1 FROM jurisdictions WHERE admin_area_id = ANY($1::int[]) LIMIT 1`, [ids]);
    return used.length ? 'deleteRefused' : null;
  },
};

export const streetStore: EntityStore = {
  entity: 'street',
  table: 'streets',
  columns: { updatedAt: 'updated_at' },
  computed: {
    adminAreaName: 'a.name', lotName: 'l.name',
    berthCount: '(SELECT count(*)::int FROM berths b WHERE b.street_id = t.id)',
  },
  joins: 'LEFT JOIN admin_areas a ON a.id = t.admin_area_id LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  options: { adminAreaId: 'SELECT id AS value, name AS label FROM admin_areas WHERE status = 1 ORDER BY name, id' },
  async beforeWrite(tx, values, mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    if (mode === 'update') await keepLotOfBerths(tx, 'streets', 'street_id', id!, lotId);
    const adminAreaId = values.adminAreaId === null || values.adminAreaId === undefined || values.adminAreaId === ''
      ? null
      : await checkRef(tx, values, 'adminAreaId', 'SELECT 1 FROM admin_areas WHERE id = $1 AND status = 1',
        { table: 'streets', column: 'admin_area_id', id });
    return { ...values, lotId, adminAreaId, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    const used = await tx.query('SELECT 1 FROM berths WHERE street_id = ANY($1::int[]) LIMIT 1', [ids]);
    return used.length ? ESTATE_KEYS.streetHasBerths : null;
  },
  rowActions: { generateBerths: generateBerths('street_id') },
};
