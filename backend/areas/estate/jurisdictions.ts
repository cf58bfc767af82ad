// /ParkingJurisdictionInfo over jurisdictions (051_jurisdictions.sql): management units in an
// administration area, grouping parking lots. The row action assignLots (the 'lotPicker' dialog,
// as on /PermissionGroup) reads { read: true } -> { group, options, selected } or replaces
// { lotIds } -> { selected }. A lot is in one jurisdiction at most: picking a lot of another
// jurisdiction moves it here (the picker names its current one). A caller who is not a super
// administrator sees and changes only the lots of their own scope; the others stay as they are.
import { isoAt } from '../../db';
import type { PickerOption, PickerRead } from '../../../lib/admin/picker';
import { requireCaller, type RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { fail } from '../../kernel/failures';
import { LOTS_PICKED, pickerInput } from '../../entities/picker-input';
import { callerLotIds } from '../../entities/scope';
import { checkRef, isBlank } from '../../kernel/refs';
import type { EntityStore, Values } from '../../entities/types';
import { ESTATE_KEYS } from './common';

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

async function assignLots(tx: Queryable, ids: number[], input: Values, context: RequestContext): Promise<PickerRead | { selected: number[] }> {
  const { read, lotIds } = pickerInput(LOTS_PICKED, input, ids);
  const [id] = ids;
  const scope = await callerLotIds(tx, requireCaller(context));
  const lots = await tx.query<{ id: number; name: string; jurisdiction_id: number | null; jurisdiction: string | null }>(
    `SELECT l.id, l.name, jl.jurisdiction_id, j.name AS jurisdiction FROM parking_lots l
     LEFT JOIN jurisdiction_lots jl ON jl.lot_id = l.id LEFT JOIN jurisdictions j ON j.id = jl.jurisdiction_id
     WHERE $1::boolean OR l.id = ANY($2::int[]) ORDER BY l.name, l.id`,
    [scope === 'all', scope === 'all' ? [] : scope]);
  const visible = new Set(lots.map((l) => l.id));
  if (read || lotIds === undefined) {
    const [row] = await tx.query<{ id: number; name: string }>('SELECT id, name FROM jurisdictions WHERE id = $1', [id]);
    const options: PickerOption[] = lots.map((l) => ({
      id: l.id, name: l.jurisdiction_id !== null && l.jurisdiction_id !== id ? `${l.name} (${l.jurisdiction})` : l.name,
    }));
    return { group: { id: row.id, name: row.name, nameEn: row.name }, options, selected: sorted(lots.filter((l) => l.jurisdiction_id === id).map((l) => l.id)) };
  }
  if (lotIds.some((lotId) => !visible.has(lotId))) throw fail.invalid(['values.lotIds']);
  await tx.query('DELETE FROM jurisdiction_lots WHERE jurisdiction_id = $1 AND lot_id = ANY($2::int[])', [id, [...visible]]);
  if (lotIds.length) {
    await tx.query(
      `INSERT INTO jurisdiction_lots (jurisdiction_id, lot_id) SELECT $1, unnest($2::int[])
       ON CONFLICT (lot_id) DO UPDATE SET jurisdiction_id = excluded.jurisdiction_id`, [id, sorted(lotIds)]);
  }
  return { selected: sorted(lotIds) };
}

export const jurisdictionStore: EntityStore = {
  entity: 'jurisdiction',
  table: 'jurisdictions',
  columns: { updatedAt: 'updated_at' },
  computed: {
    adminAreaName: 'a.name',
    lotCount: '(SELECT count(*)::int FROM jurisdiction_lots jl WHERE jl.jurisdiction_id = t.id)',
  },
  joins: 'LEFT JOIN admin_areas a ON a.id = t.admin_area_id',
  options: { adminAreaId: 'SELECT id AS value, name AS label FROM admin_areas WHERE status = 1 ORDER BY name, id' },
  async beforeWrite(tx, values, _mode, context, id) {
    const adminAreaId = isBlank(values.adminAreaId) ? null
      : await checkRef(tx, values, 'adminAreaId', 'SELECT 1 FROM admin_areas WHERE id = $1 AND status = 1',
        { table: 'jurisdictions', column: 'admin_area_id', id });
    return { ...values, adminAreaId, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    const used = await tx.query('SELECT 1 FROM jurisdiction_lots WHERE jurisdiction_id = ANY($1::int[]) LIMIT 1', [ids]);
    return used.length ? ESTATE_KEYS.jurisdictionHasLots : null;
  },
  rowActions: { assignLots },
};
