// The demo's week of traffic as a plan (pure): per lot and day, vehicles arriving by the hour of
// the day, staying a realistic time, paying through a channel mix (or not), each visit a few
// timed steps. history.ts replays the steps in time order through the domain services.
import { between, pick, weighted, type Random } from './random';
import { randomPlate, type DemoPlate } from './plates';

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How a visit is paid: a channel and where; 'unpaid' leaves owing, 'free' leaves within the free minutes. */
export type PayPlan =
  | { kind: 'free' }
  | { kind: 'unpaid'; recoveredAfter: number | null }
  | { kind: 'pay'; channel: 'cash' | 'pos' | 'payStation' | 'alipay' | 'wechat' | 'app'; atExit: boolean }
  | { kind: 'discount' }
  | { kind: 'freeDeparture' };

export interface Visit {
  lot: 'east' | 'west' | 'street';
  vehicle: DemoPlate;
  entry: number;
  exit: number;
  /** On-street: the index of the berth among the lot's berths with a detector. */
  berth: number | null;
  pay: PayPlan;
}

export interface VisitPlanOptions {
  now: number;
  days: number;
  /** Visits per day and lot. */
  perDay: Readonly<Record<Visit['lot'], number>>;
  /** Berths with a detector in the on-street lot. */
  streetBerths: number;
}

/** Arrivals by hour of the day (weights): morning and evening peaks. */
const ARRIVAL_BY_HOUR = [1, 1, 1, 1, 1, 2, 4, 9, 12, 10, 8, 8, 9, 8, 8, 8, 9, 11, 12, 9, 6, 4, 3, 2];
/** Minutes a vehicle stays, by kind of visit (weights, ranges). */
const STAYS: Record<Visit['lot'], { weight: number; minutes: [number, number] }[]> = {
  east: [{ weight: 10, minutes: [4, 14] }, { weight: 50, minutes: [30, 180] }, { weight: 30, minutes: [180, 600] }, { weight: 10, minutes: [600, 1_400] }],
  west: [{ weight: 12, minutes: [4, 14] }, { weight: 73, minutes: [60, 240] }, { weight: 15, minutes: [240, 480] }],
  street: [{ weight: 15, minutes: [4, 14] }, { weight: 65, minutes: [20, 120] }, { weight: 20, minutes: [120, 300] }],
};
const OFF_STREET_CHANNELS = { payStation: 25, wechat: 30, alipay: 20, app: 8, cash: 10, discount: 4, freeDeparture: 3 } as const;
const STREET_CHANNELS = { pos: 25, wechat: 22, alipay: 15, app: 8, payStation: 10, unpaid: 20 } as const;
/** Share of unpaid on-street visits that pay their arrear later, online. */
const RECOVERED_SHARE = 0.35;

function arrival(random: Random, dayStart: number): number {
  const weights = Object.fromEntries(ARRIVAL_BY_HOUR.map((w, h) => [String(h), w])) as Record<string, number>;
  return dayStart + Number(weighted(random, weights)) * HOUR + between(random, 0, 59) * MINUTE + between(random, 0, 59) * 1_000;
}

function payPlan(random: Random, lot: Visit['lot'], minutes: number): PayPlan {
  if (minutes < 15) return { kind: 'free' };
  const choice = weighted<string>(random, lot === 'street' ? STREET_CHANNELS : OFF_STREET_CHANNELS);
  if (choice === 'unpaid') return { kind: 'unpaid', recoveredAfter: random() < RECOVERED_SHARE ? between(random, 2, 40) * HOUR : null };
  if (choice === 'discount' || choice === 'freeDeparture') return { kind: choice };
  const channel = choice as Extract<PayPlan, { kind: 'pay' }>['channel'];
  // Off-street, scanning the exit's code: half of the app payments are made at the barrier.
  const atExit = lot !== 'street' && (channel === 'wechat' || channel === 'alipay') && random() < 0.5;
  return { kind: 'pay', channel, atExit };
}

/** The visits of the last `days` days, ordered by entry; a plate is never in two places at once, a berth holds one vehicle. */
export function planVisits(random: Random, options: VisitPlanOptions): Visit[] {
  const visits: Visit[] = [];
  const plateFree = new Map<string, number>();
  const berthFree: number[] = Array.from({ length: options.streetBerths }, () => 0);
  const regulars = Array.from({ length: 60 }, () => randomPlate(random));
  const start = options.now - options.days * DAY;
  const drafts: { lot: Visit['lot']; entry: number }[] = [];
  for (let day = 0; day <= options.days; day += 1) {
    for (const lot of Object.keys(options.perDay) as Visit['lot'][]) {
      for (let n = 0; n < options.perDay[lot]; n += 1) {
        const entry = arrival(random, start + day * DAY);
        if (entry > start && entry < options.now) drafts.push({ lot, entry });
      }
    }
  }
  drafts.sort((a, b) => a.entry - b.entry);
  for (const { lot, entry } of drafts) {
    const band = STAYS[lot][Number(weighted(random, Object.fromEntries(STAYS[lot].map((s, i) => [String(i), s.weight]))))];
    const minutes = between(random, ...band.minutes);
    const exit = entry + minutes * MINUTE + between(random, 0, 59) * 1_000;
    let vehicle = random() < 0.35 ? pick(random, regulars) : randomPlate(random);
    if ((plateFree.get(vehicle.plate) ?? 0) > entry) vehicle = randomPlate(random);
    if ((plateFree.get(vehicle.plate) ?? 0) > entry) continue;
    let berth: number | null = null;
    if (lot === 'street') {
      const free = berthFree.flatMap((until, i) => (until <= entry ? [i] : []));
      if (!free.length) continue;
      berth = pick(random, free);
      berthFree[berth] = exit + 2 * MINUTE;
    }
    plateFree.set(vehicle.plate, exit + 10 * MINUTE);
    visits.push({ lot, vehicle, entry, exit, berth, pay: payPlan(random, lot, minutes) });
  }
  return visits;
}
