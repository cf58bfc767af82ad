// The money sums the pack is made of, per lot, over a period of operator days: the days' sums the
// dashboards read too (../money-sums.ts: the rollups' kinds, payments by purpose, arrears made),
// per lot. A bounded period (PACK_PERIOD_LIMIT) keeps the raw reads small.
import type { MoneyEventSum } from '../../../../lib/reports/money-events';
import type { DayRange } from '../../../../lib/reports/periods';
import type { Reader } from '../../../db';
import { readMoneySums } from '../money-sums';

/** Every lot's sums (lots without any are absent). */
export async function moneySums(db: Reader, lotIds: readonly number[], range: DayRange): Promise<Map<number, MoneyEventSum[]>> {
  return new Map([...await readMoneySums(db, lotIds, range, 'lot')].map(([lot, sums]) => [Number(lot), sums]));
}
