// The money sums the pack is made of, per lot, over a period of operator days: the days' sums the
// dashboards read too (../money-sums.ts: the rollup's kinds, payments by purpose, arrears made),
// added up per lot. A bounded period (PACK_PERIOD_LIMIT) keeps the raw reads small.
import type { MoneyEventSum } from '../../../../lib/reports/money-events';
import type { DayRange } from '../../../../lib/reports/periods';
import type { Reader } from '../../../db';
import { readMoneyDays } from '../money-sums';

/** Every lot's sums (lots without any are absent). */
export async function moneySums(db: Reader, lotIds: readonly number[], range: DayRange): Promise<Map<number, MoneyEventSum[]>> {
  const byLot = new Map<number, MoneyEventSum[]>();
  for (const day of await readMoneyDays(db, lotIds, range)) byLot.set(day.lotId, [...(byLot.get(day.lotId) ?? []), ...day.sums]);
  return byLot;
}
