// /ParkingLotGroup over lot_groups (280_lot_groups.sql; docs/rentals.md, "Lot groups"): lots that
// sell packages together. The row action groupLots (the 'lotPicker' dialog, as on
// /PermissionGroup) reads { read: true } -> { group, options, selected } or replaces { lotIds } ->
// { selected }. A card of a group's package holds its plates at every lot of the group
// (month_card_plates), so a change of the group's lots moves them in the same transaction: a plate
// already on another card at a lot joining is refused, and so is taking out a lot whose packages
// name the group. A caller who is not a super administrator picks among his own lots; the others
// stay as they are.
import type { PickerOption, PickerRead } from '../../../lib/admin/picker';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { requireCaller, type RequestContext } from '../../context';
import { isoAt, type Queryable } from '../../db';
import { LOTS_PICKED, pickerInput } from '../../entities/picker-input';
import { callerLotIds } from '../../entities/scope';
import type { EntityStore, Values } from '../../entities/types';
import { fail, refuse } from '../../kernel/failures';
import { packageLots } from './card-rules';

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

async function groupLots(tx: Queryable, ids: number[], input: Values, context: RequestContext): Promise<PickerRead | { selected: number[] }> {
  const { read, lotIds } = pickerInput(LOTS_PICKED, input, ids);
  const [id] = ids;
  const scope = await callerLotIds(tx, requireCaller(context));
  const options = await tx.query<PickerOption>(
    'SELECT id, name FROM parking_lots WHERE $1::boolean OR id = ANY($2::int[]) ORDER BY name, id', [scope === 'all', scope === 'all' ? [] : scope]);
  const visible = new Set(options.map((o) => o.id));
  const [group] = await tx.query<{ id: number; name: string }>('SELECT id, name FROM lot_groups WHERE id = $1 FOR UPDATE', [id]);
  const current = (await tx.query<{ lot_id: number }>('SELECT lot_id FROM lot_group_lots WHERE group_id = $1', [id])).map((r) => Number(r.lot_id));
  if (read || lotIds === undefined) {
    return { group: { id: group.id, name: group.name, nameEn: group.name }, options, selected: sorted(current.filter((lot) => visible.has(lot))) };
  }
  if (lotIds.some((lot) => !visible.has(lot))) throw fail.invalid(['values.lotIds']);
  // What the caller cannot see stays as it is.
  const next = sorted([...current.filter((lot) => !visible.has(lot)), ...lotIds]);
  await keepPackagesLots(tx, id, next);
  await tx.query('DELETE FROM lot_group_lots WHERE group_id = $1', [id]);
  if (next.length) await tx.query('INSERT INTO lot_group_lots (group_id, lot_id) SELECT $1, unnest($2::int[])', [id, next]);
  await moveCardPlates(tx, id);
  await tx.query('UPDATE lot_groups SET updated_at = $2 WHERE id = $1', [id, isoAt(context.now)]);
  return { selected: sorted(lotIds) };
}

/** A package's own lot stays in the group it names. */
async function keepPackagesLots(tx: Queryable, groupId: number, lots: readonly number[]): Promise<void> {
  const [orphan] = await tx.query<{ lot: string }>(
    `SELECT l.name AS lot FROM month_packages p JOIN parking_lots l ON l.id = p.lot_id
      WHERE p.lot_group_id = $1 AND NOT p.lot_id = ANY($2::int[]) ORDER BY l.name LIMIT 1`, [groupId, lots]);
  if (orphan) throw refuse(RENTAL_REFUSALS.lotGroupLotSells, { lot: orphan.lot });
}

/** The cards of the group's packages hold their plates at the group's lots now; a plate another card holds at a lot joining is refused. */
async function moveCardPlates(tx: Queryable, groupId: number): Promise<void> {
  const packages = await tx.query<{ id: number }>('SELECT id FROM month_packages WHERE lot_group_id = $1 ORDER BY id', [groupId]);
  for (const { id: packageId } of packages) {
    const lots = await packageLots(tx, Number(packageId));
    await tx.query('DELETE FROM month_card_plates mp USING month_cards c WHERE c.id = mp.card_id AND c.package_id = $1 AND NOT mp.lot_id = ANY($2::int[])', [packageId, lots]);
    const [taken] = await tx.query<{ plate: string; card_no: string; lot: string }>(
      `SELECT mp.plate, other.card_no, l.name AS lot
         FROM month_cards c JOIN month_card_plates mp ON mp.card_id = c.id
         JOIN month_card_plates held ON held.plate = mp.plate AND held.card_id <> c.id AND held.lot_id = ANY($2::int[])
         JOIN month_cards other ON other.id = held.card_id JOIN parking_lots l ON l.id = held.lot_id
        WHERE c.package_id = $1 ORDER BY mp.plate, l.name LIMIT 1`, [packageId, lots]);
    if (taken) throw refuse(RENTAL_REFUSALS.plateOnAnotherCard, { plate: taken.plate, card: taken.card_no, lot: taken.lot });
    await tx.query(
      `INSERT INTO month_card_plates (card_id, lot_id, plate)
       SELECT DISTINCT mp.card_id, lot, mp.plate FROM month_cards c JOIN month_card_plates mp ON mp.card_id = c.id CROSS JOIN unnest($2::int[]) lot
        WHERE c.package_id = $1
          AND NOT EXISTS (SELECT 1 FROM month_card_plates h WHERE h.card_id = mp.card_id AND h.lot_id = lot AND h.plate = mp.plate)`, [packageId, lots]);
  }
}

export const lotGroupStore: EntityStore = {
  entity: 'lotGroup',
  table: 'lot_groups',
  columns: { updatedAt: 'updated_at' },
  computed: {
    lotNames: "(SELECT string_agg(l.name, ', ' ORDER BY l.name) FROM lot_group_lots g JOIN parking_lots l ON l.id = g.lot_id WHERE g.group_id = t.id)",
    packageCount: '(SELECT count(*)::int FROM month_packages p WHERE p.lot_group_id = t.id)',
  },
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    const named = await tx.query('SELECT 1 FROM month_packages WHERE lot_group_id = ANY($1::int[]) LIMIT 1', [ids]);
    return named.length ? RENTAL_REFUSALS.lotGroupNamed : null;
  },
  rowActions: { groupLots },
};
