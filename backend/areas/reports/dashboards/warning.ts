// The operation centre's "warning" page (docs/reports.md, "Warning"): what is past its threshold
// now (lib/areas/reports/dashboards/thresholds.ts) over the caller's lots: lots fuller than 95 %,
// devices offline (enabled, not online) by kind, and lots whose received rate of the last 7 days
// fell by more than 5 points against the 7 days before.
import { DEVICE_KINDS } from '../../../../lib/device-protocol';
import { dayOf } from '../../../../lib/parking/cards/operator-days';
import { moneyFigures, moneyRate } from '../../../../lib/reports/money-figures';
import { RATE_WINDOW_DAYS, occupancyTooHigh, receivedRateFell } from '../../../../lib/areas/reports/dashboards/thresholds';
import type { RequestContext } from '../../../context';
import { readOccupancy } from '../../estate';
import { DAILY_MONEY } from '../rollups';
import { asOfRollups, type Answer } from './build';
import { addDevices, deviceCounts } from './live-reads';
import { occupancyNow } from './live';
import { readMoneySums } from '../money-sums';
import { dashboardLots, lotIdsOf } from './request';

export async function warnings(context: RequestContext, input: { lotId?: number }): Promise<Answer> {
  const lots = await dashboardLots(context, input.lotId);
  const ids = lotIdsOf(lots);
  const places = await readOccupancy(context.db, 'lot', ids);
  const full = lots.flatMap((lot) => {
    const place = places.get(lot.id);
    const rate = occupancyNow(place?.vehiclesIn ?? 0, place?.capacity ?? 0);
    return occupancyTooHigh(rate) ? [{ key: String(lot.id), label: lot.name, values: [place?.vehiclesIn ?? 0, rate] }] : [];
  });

  const devices = await deviceCounts(context.db, ids);
  const offline = DEVICE_KINDS.map((kind) => {
    const d = addDevices(devices, (c) => c.kind === kind);
    return { key: kind, values: [d.enabled - d.online] };
  }).filter((row) => (row.values[0] ?? 0) > 0);

  const today = dayOf(context.now);
  const recent = { from: today - RATE_WINDOW_DAYS + 1, to: today };
  const before = { from: recent.from - RATE_WINDOW_DAYS, to: recent.from - 1 };
  const [now, then] = [await readMoneySums(context.db, ids, recent, 'lot'), await readMoneySums(context.db, ids, before, 'lot')];
  const rateOfLot = (byLot: typeof now, lotId: number) => moneyRate('receivedRate', moneyFigures(byLot.get(String(lotId)) ?? []));
  const falling = lots.flatMap((lot) => {
    const [current, base] = [rateOfLot(now, lot.id), rateOfLot(then, lot.id)];
    return receivedRateFell(current, base) ? [{ key: String(lot.id), label: lot.name, values: [current, base] }] : [];
  });

  return {
    period: null, compared: null,
    asOf: await asOfRollups(context.db, [DAILY_MONEY]),
    cards: [{ figure: 'warnings', value: full.length + offline.reduce((a, r) => a + (r.values[0] ?? 0), 0) + falling.length, unit: 'count' }],
    tables: [
      { key: 'occupancyOver', chart: 'bar', rowKind: 'named', columns: [{ name: 'vehiclesIn', unit: 'count' }, { name: 'occupancyNow', unit: 'bp' }], rows: full },
      { key: 'devicesOffline', chart: 'bar', rowKind: 'deviceKind', columns: [{ name: 'devicesOffline', unit: 'count' }], rows: offline },
      { key: 'receivedRateFalling', chart: 'bar', rowKind: 'named', columns: [{ name: 'receivedRate', unit: 'bp' }, { name: 'receivedRateBefore', unit: 'bp' }], rows: falling },
    ],
  };
}
