// The management pack over a period and the caller's lots (lib/areas/reports/pages-pack.ts PACK):
// the period checked, the lots resolved in the caller's scope, the sums read and the figures made
// by lib/areas/reports/pack/figures.ts, with the month-on-month and year-on-year periods'.
import type { z } from 'zod';
import type { PACK } from '../../../../lib/areas/reports/pages-pack';
import { allSums, packComparison, packMoney, receivedByChannel } from '../../../../lib/areas/reports/pack/figures';
import { PACK_PERIOD_LIMIT } from '../../../../lib/areas/reports/pack/formats';
import { checkPeriod, comparablePeriod, datesOf, type DayRange } from '../../../../lib/reports/periods';
import { refusalMessageKey } from '../../../../lib/reports/refusals';
import { isoAt, type Reader } from '../../../db';
import type { LotScope } from '../../../entities/scope';
import { refuse } from '../../../kernel/failures';
import { DAILY_MONEY, rollupFreshness } from '../rollups';
import { moneySums } from './sums';
import { devicesOnline, useFigures } from './use';

export type Pack = z.infer<typeof PACK>;
export interface PackRequest { from: string; to: string; lotId?: number }

/** The period checked against the pack's limit, or the report's refusal. */
export function packPeriod(input: { from: string; to: string }): DayRange {
  const checked = checkPeriod(input, PACK_PERIOD_LIMIT);
  if (!checked.ok) throw refuse(refusalMessageKey(checked.refusal), checked.values);
  return checked.range;
}

/** The lots of the pack: the one asked for (refused unless it is the caller's), else every lot of the caller's. */
export async function packLots(db: Reader, scope: LotScope, lotId: number | undefined): Promise<{ id: number; name: string }[]> {
  const asked = lotId !== undefined && lotId !== 0;
  const lots = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM parking_lots WHERE ($1::boolean OR id = ANY($2::int[])) AND ($3::int IS NULL OR id = $3) ORDER BY name, id`,
    [scope === 'all', scope === 'all' ? [] : scope, asked ? lotId : null]);
  if (asked && lots.length === 0) throw refuse(refusalMessageKey('unknownLot'));
  return lots;
}

async function moneyOver(db: Reader, lotIds: number[], range: DayRange) {
  const perLot = await moneySums(db, lotIds, range);
  return { perLot, total: packMoney(allSums(perLot)) };
}

export async function readPack(db: Reader, scope: LotScope, request: PackRequest, now: number): Promise<Pack> {
  const range = packPeriod(request);
  const lots = await packLots(db, scope, request.lotId);
  const lotIds = lots.map((lot) => lot.id);
  const freshness = await rollupFreshness(db, DAILY_MONEY);
  const current = await moneyOver(db, lotIds, range);
  const comparison = async (kind: 'monthOnMonth' | 'yearOnYear') => {
    const period = comparablePeriod(range, kind);
    return { period: datesOf(period), ...packComparison(current.total, (await moneyOver(db, lotIds, period)).total) };
  };
  return {
    period: datesOf(range),
    asOf: isoAt(freshness.asOf),
    total: current.total,
    lots: lots.map((lot) => ({ lotId: lot.id, name: lot.name, ...packMoney(current.perLot.get(lot.id) ?? []) })),
    byChannel: receivedByChannel(allSums(current.perLot)),
    monthOnMonth: await comparison('monthOnMonth'),
    yearOnYear: await comparison('yearOnYear'),
    use: await useFigures(db, lotIds, range, now),
    devices: await devicesOnline(db, lotIds, range, now),
  };
}
