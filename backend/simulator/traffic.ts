// The vehicles of the simulated off-street lots (pure; the clock and randomness are injected):
// an entrance camera reads a newcomer's plate (realistic plates, backend/demo/plates.ts), drivers
// who have been in a while pay (at the lot's pay station or by phone, LOT_PAYS), and the exit camera reads a driver who
// has paid (or one leaving within the free minutes). A driver who paid but lingered past the exit
// window pays again. Kept per lot, so a plate only ever leaves the lot it entered. Some arrivals are
// the lot's regulars (its cards' plates, setRegulars): they do not pay on the way, the lane decides
// what their card gives them (docs/rentals.md "At the lane"), and they leave when they like.
import { randomPlate, type DemoPlate } from '../demo/plates';
import { weighted } from '../demo/random';
import type { PhoneChannel } from './drivers';
import { BERTH_STAY_EVENTS } from './models';

const MINUTE = 60_000;
/** A vehicle the simulation let in is on record by then. */
const RECORDED_WITHIN_MS = MINUTE;
/** The share of arrivals that are a lot's regulars (card holders), while one of them is out. */
export const REGULAR_SHARE = 0.15;

export interface TrafficOptions {
  /** A driver pays once in this long (by then the lot's free minutes are over). */
  payAfterMs?: number;
  /** A driver in no longer than this may leave without paying (within the free minutes); 0: never. */
  freeLeaveMs?: number;
  /** A payment lets the driver out for this long (the rates' exit window). */
  paidForMs?: number;
  /** At most this many simulated vehicles in a lot. */
  maxInside?: number;
  /** On-street: events a vehicle stays on a berth on average (sensors' and locks' drivers). */
  berthStayEvents?: number;
  /** A shopper claims a merchant's coupon this long after coming in (before he pays). */
  shopAfterMs?: number;
}

export interface SimVehicle extends DemoPlate { since: number; paidAt: number | null; regular: boolean }

/** How off-street drivers pay (weights): at the lot's pay station, or by phone (the lot's code, or the app). */
export const LOT_PAYS = { payStation: 40, wechat: 25, alipay: 20, app: 15 } as const;
export const payChoice = (random: () => number): PhoneChannel | 'payStation' => weighted<keyof typeof LOT_PAYS>(random, LOT_PAYS);

export class Traffic {
  private readonly lots = new Map<number, SimVehicle[]>();
  private readonly regulars = new Map<number, readonly DemoPlate[]>();
  private readonly options: Required<TrafficOptions>;

  constructor(private readonly random: () => number, private readonly now: () => number, options: TrafficOptions = {}) {
    this.options = { payAfterMs: 16 * MINUTE, freeLeaveMs: 10 * MINUTE, paidForMs: 12 * MINUTE, maxInside: 40, berthStayEvents: BERTH_STAY_EVENTS, shopAfterMs: 4 * MINUTE, ...options };
  }

  private inside(lotId: number): SimVehicle[] {
    let list = this.lots.get(lotId);
    if (!list) this.lots.set(lotId, (list = []));
    return list;
  }

  /** The lot's regulars now (its cards' plates in force). */
  setRegulars(lotId: number, plates: readonly DemoPlate[]): void {
    this.regulars.set(lotId, plates);
  }

  private isRegular(lotId: number, plate: string): boolean {
    return (this.regulars.get(lotId) ?? []).some((r) => r.plate === plate);
  }

  /** A vehicle at an entrance: its plate, or null when the lot is as full as the simulation lets it be. */
  arrive(lotId: number): SimVehicle | null {
    const inside = this.inside(lotId);
    if (inside.length >= this.options.maxInside) return null;
    const out = (this.regulars.get(lotId) ?? []).filter((r) => !inside.some((v) => v.plate === r.plate));
    const regular = out.length > 0 && this.random() < REGULAR_SHARE;
    let vehicle = regular ? out[Math.floor(this.random() * out.length)] : randomPlate(this.random);
    while (!regular && inside.some((v) => v.plate === vehicle.plate)) vehicle = randomPlate(this.random);
    const arrived = { plate: vehicle.plate, color: vehicle.color, since: this.now(), paidAt: null, regular };
    inside.push(arrived);
    return arrived;
  }

  /** A driver at the lot's pay station: one in long enough who has not paid (or whose payment ran out); never a regular. */
  pay(lotId: number): SimVehicle | null {
    const now = this.now();
    const payer = this.inside(lotId).find((v) => !v.regular && now - v.since >= this.options.payAfterMs && (v.paidAt === null || now - v.paidAt > this.options.paidForMs));
    if (payer) payer.paidAt = now;
    return payer ?? null;
  }

  /** A driver at the exit: one who paid within the exit window or a regular in a while, else now and then one still in the free minutes. */
  leave(lotId: number): SimVehicle | null {
    const now = this.now();
    const inside = this.inside(lotId);
    let index = inside.findIndex((v) => (v.regular ? now - v.since >= this.options.payAfterMs : v.paidAt !== null && now - v.paidAt <= this.options.paidForMs));
    if (index < 0 && this.random() < 0.3) index = inside.findIndex((v) => v.paidAt === null && now - v.since <= this.options.freeLeaveMs);
    if (index < 0) return null;
    return inside.splice(index, 1)[0];
  }

  /**
   * The vehicles the backend has in a lot (open stays entered at a lane): those the simulation does
   * not know (from before a restart, the demo's history, a reading that kept one in) join it, and
   * it forgets those no longer there (let out by an operator) once they have had time to be recorded.
   */
  adopt(lotId: number, present: readonly (DemoPlate & { since: number })[]): void {
    const inside = this.inside(lotId);
    const plates = new Set(present.map((v) => v.plate));
    const settled = this.now() - RECORDED_WITHIN_MS;
    for (let i = inside.length - 1; i >= 0; i -= 1) if (!plates.has(inside[i].plate) && inside[i].since < settled) inside.splice(i, 1);
    for (const vehicle of present) {
      if (!inside.some((v) => v.plate === vehicle.plate)) {
        inside.push({ plate: vehicle.plate, color: vehicle.color, since: vehicle.since, paidAt: null, regular: this.isRegular(lotId, vehicle.plate) });
      }
    }
  }

  /** Lots the simulation has vehicles in. */
  lotIds(): number[] {
    return [...this.lots.keys()];
  }

  /** At each event, the chance an on-street vehicle leaves (a sensor's berth, or a lock's driver comes back). */
  get berthLeaveChance(): number {
    return 1 / this.options.berthStayEvents;
  }

  /** How long after coming in a shopper claims a merchant's coupon. */
  get shopAfterMs(): number {
    return this.options.shopAfterMs;
  }

  count(lotId: number): number {
    return this.inside(lotId).length;
  }
}
