// /MonthlyPackageAreaCharge over package_area_prices: a monthly, multi-month or property package of
// the row's lot priced in one yard area of that lot, once per package and area.
import { MONTH_KINDS } from '../../../lib/areas/rentals/package-rules';
import { V } from '../../../lib/validation/rules';
import type { Queryable } from '../../db';
import { FieldError, refuse } from '../../kernel/failures';
import { LOT_EXISTS, enabledInCallerLots } from '../../kernel/lot-scope';
import { checkRef, checkUnique, refId } from '../../kernel/refs';
import type { EntityStore, Values } from '../../entities/types';
import { PACKAGE_JOINS, RULE_REFUSALS, packageOfLot, packageOptions } from './package-refs';

/**
 * The form's areaId: a yard area (else 'option') of the lot `lotId` (else the refusal
 * areaOfAnotherLot), enabled unless the row already prices it (a disabled area keeps its prices).
 */
async function areaOfLot(tx: Queryable, values: Values, lotId: number, id?: number): Promise<number> {
  const [area] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM yard_areas WHERE id = $1', [refId(values, 'areaId')]);
  if (!area) throw new FieldError('areaId', V.option);
  if (Number(area.lot_id) !== lotId) throw refuse(RULE_REFUSALS.areaOfAnotherLot);
  return checkRef(tx, values, 'areaId', 'SELECT 1 FROM yard_areas WHERE id = $1 AND status = 1', { table: 'package_area_prices', column: 'area_id', id });
}

export const packageAreaPriceStore: EntityStore = {
  entity: 'packageAreaPrice',
  table: 'package_area_prices',
  computed: { lotName: 'l.name', packageName: 'n.name', areaName: 'ya.name' },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id ${PACKAGE_JOINS} LEFT JOIN yard_areas ya ON ya.id = t.area_id`,
  lotColumn: 'lot_id',
  options: { packageId: packageOptions(MONTH_KINDS), areaId: enabledInCallerLots('yard_areas') },

  async beforeWrite(tx, values, _mode, _context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const packageId = await packageOfLot(tx, values, lotId, MONTH_KINDS, RULE_REFUSALS.packageNotAreaPriced);
    const areaId = await areaOfLot(tx, values, lotId, id);
    await checkUnique(tx, 'package_area_prices', { package_id: packageId, area_id: areaId }, 'areaId', id);
    return { ...values, lotId, packageId, areaId };
  },
};
