// The demo's pure parts: plates a camera could read, a week planned the same way on every first
// start, with no plate in two places and no berth holding two vehicles; the simulated traffic
// lets out only drivers who paid (or are still in their free minutes).
import { isValidPlate } from '../../lib/validation/formats';
import { Traffic } from '../simulator/traffic';
import { randomPlate } from './plates';
import { seededRandom } from './random';
import { MINUTE, planVisits } from './visits';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const plan = () => planVisits(seededRandom(7), { now: NOW, days: 7, perDay: { east: 14, west: 6, street: 12 }, streetBerths: 18 });

describe('demo plates', () => {
  it('are valid mainland plates of the three colours', () => {
    const random = seededRandom(1);
    const plates = Array.from({ length: 500 }, () => randomPlate(random));
    for (const { plate } of plates) expect([plate, isValidPlate(plate)]).toEqual([plate, true]);
    expect(new Set(plates.map((p) => p.color))).toEqual(new Set(['blue', 'green', 'yellow']));
    expect(plates.filter((p) => p.color === 'green').every((p) => /^.[A-Z][DF]/.test(p.plate))).toBe(true);
  });
});

describe('the demo week', () => {
  it('is the same for the same seed, and lies in the last seven days', () => {
    const visits = plan();
    expect(plan()).toEqual(visits);
    expect(visits.length).toBeGreaterThan(150);
    expect(visits.every((v) => v.entry > NOW - 7 * 24 * 60 * MINUTE && v.entry < NOW && v.exit > v.entry)).toBe(true);
  });

  it('never has a plate in two places or two vehicles on a berth', () => {
    const visits = plan();
    for (const [i, a] of visits.entries()) {
      for (const b of visits.slice(i + 1)) {
        if (b.vehicle.plate === a.vehicle.plate) expect(b.entry).toBeGreaterThan(a.exit);
        if (a.berth !== null && a.lot === b.lot && a.berth === b.berth) expect(b.entry).toBeGreaterThan(a.exit);
      }
    }
  });

  it('pays through every channel, and some visits are free, unpaid, discounted or let out free', () => {
    const kinds = new Set<string>(plan().map((v) => (v.pay.kind === 'pay' ? v.pay.channel : v.pay.kind)));
    for (const kind of ['cash', 'pos', 'payStation', 'alipay', 'wechat', 'app', 'free', 'unpaid', 'discount', 'freeDeparture']) expect([kind, kinds.has(kind)]).toEqual([kind, true]);
  });
});

describe('simulated traffic', () => {
  it('lets out drivers who paid, or who are still in their free minutes', () => {
    let now = 0;
    const traffic = new Traffic(seededRandom(3), () => now, { payAfterMs: 20 * MINUTE, freeLeaveMs: 5 * MINUTE, paidForMs: 10 * MINUTE, maxInside: 2 });
    const first = traffic.arrive(1)!;
    const second = traffic.arrive(1)!;
    expect(traffic.arrive(1)).toBeNull();
    expect(traffic.pay(1)).toBeNull();
    now = 30 * MINUTE;
    expect(traffic.leave(1)).toBeNull();
    expect(traffic.pay(1)).toBe(first);
    expect(traffic.leave(1)).toBe(first);
    expect(traffic.count(1)).toBe(1);
    // Paid, lingered past the window: pays again before leaving.
    expect(traffic.pay(1)).toBe(second);
    now += 11 * MINUTE;
    expect(traffic.leave(1)).toBeNull();
    expect(traffic.pay(1)).toBe(second);
    expect(traffic.leave(1)).toBe(second);
    expect(traffic.count(2)).toBe(0);
  });

  it('brings the lot\'s regulars now and then: they never pay on the way and leave when they like', () => {
    let now = 0;
    const traffic = new Traffic(seededRandom(5), () => now, { payAfterMs: 20 * MINUTE, freeLeaveMs: 0, maxInside: 400 });
    const regulars = [{ plate: '浙A00001', color: 'blue' as const }, { plate: '浙A00002', color: 'blue' as const }];
    traffic.setRegulars(1, regulars);
    const arrived = Array.from({ length: 300 }, () => traffic.arrive(1)!);
    const came = arrived.filter((v) => v.regular);
    // Both of them, once each (a regular inside does not arrive again), the others visitors.
    expect(came.map((v) => v.plate).sort()).toEqual(['浙A00001', '浙A00002']);
    expect(arrived.filter((v) => !v.regular && regulars.some((r) => r.plate === v.plate))).toEqual([]);
    now = 30 * MINUTE;
    for (let n = 0; n < 300; n += 1) expect(traffic.pay(1)?.regular ?? false).toBe(false);
    // The visitors' payments run out: only the regulars may leave now.
    now += 13 * MINUTE;
    const left = [traffic.leave(1), traffic.leave(1)];
    expect(left.map((v) => v?.plate).sort()).toEqual(['浙A00001', '浙A00002']);
  });

  it('adopts the vehicles the backend has in a lot, and forgets those let out otherwise', () => {
    let now = 10 * MINUTE;
    const traffic = new Traffic(seededRandom(4), () => now, { payAfterMs: 0, freeLeaveMs: 0 });
    const mine = traffic.arrive(1)!;
    traffic.adopt(1, [{ plate: '浙A12345', color: 'blue', since: 0 }]);
    // Just let in: not on record yet, kept.
    expect(traffic.count(1)).toBe(2);
    now += 2 * MINUTE;
    traffic.adopt(1, [{ plate: '浙A12345', color: 'blue', since: 0 }]);
    expect(traffic.count(1)).toBe(1);
    expect(traffic.pay(1)?.plate).toBe('浙A12345');
    expect(traffic.leave(1)?.plate).toBe('浙A12345');
    expect(mine.plate).not.toBe('浙A12345');
  });
});
