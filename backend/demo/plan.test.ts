// The demo's pure parts: plates a camera could read, a week planned the same way on every first
// start, with no plate in two places and no berth holding two vehicles; the week's intercom calls
// (one at a time per device, answered and missed) and collectors' sign-ins (the terminal with one
// collector at a time, clear of the office's days) and devices' outages; the simulated traffic lets out only drivers
// who paid (or are still in their free minutes).
import { intercomCall } from '../../lib/device-protocol';
import { isValidPlate } from '../../lib/validation/formats';
import { Traffic } from '../simulator/traffic';
import { randomPlate } from './plates';
import { seededRandom } from './random';
import { MINUTE, planVisits } from './visits';
import { DEMO_CALL_AGENTS, RING_OUT_MS, callPlaces, planIntercomCalls } from './intercom-calls-plan';
import { planCollectorSigns } from './collector-signs-plan';
import { DEMO_TERMINAL_SHIFTS, dayStart } from './records-plan';
import { OUTAGE_MINUTES, planDeviceOutages, type DemoDevice } from './device-outages-plan';

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

describe('the demo week\'s intercom calls', () => {
  const calls = () => planIntercomCalls(seededRandom(11), { now: NOW, days: 7 });

  it('are the same for the same seed, over the week before now, from every lane and pay station', () => {
    const week = calls();
    expect(calls()).toEqual(week);
    expect(week.length).toBeGreaterThan(40);
    expect(week.every((c) => c.startedAt >= dayStart(NOW, -6) && c.endedAt < NOW)).toBe(true);
    expect(new Set(week.map((c) => c.place.serial))).toEqual(new Set(callPlaces().map((p) => p.serial)));
    // The exits and stations are called from more than the entrances.
    const from = (busy: boolean) => week.filter((c) => c.place.busy === busy).length / callPlaces().filter((p) => p.busy === busy).length;
    expect(from(true)).toBeGreaterThan(from(false));
  });

  it('are answered after some ringing or ring out, each one the protocol takes, one at a time per device', () => {
    const week = calls();
    const answered = week.filter((c) => c.answeredAt !== undefined);
    const missed = week.filter((c) => c.answeredAt === undefined);
    expect(answered.length).toBeGreaterThan(missed.length);
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((c) => c.endedAt - c.startedAt === RING_OUT_MS && c.answeredBy === undefined)).toBe(true);
    expect(answered.every((c) => c.answeredAt! > c.startedAt && c.endedAt > c.answeredAt! && DEMO_CALL_AGENTS.includes(c.answeredBy as never))).toBe(true);
    for (const c of week) {
      const { place, ...call } = c;
      expect([c.callId, intercomCall.safeParse(call).success]).toEqual([c.callId, true]);
      expect(week.filter((o) => o.place.serial === place.serial && o !== c && o.startedAt < c.endedAt && c.startedAt < o.endedAt)).toEqual([]);
    }
    expect(new Set(week.map((c) => `${c.place.serial}/${c.callId}`)).size).toBe(week.length);
  });
});

describe('the demo week\'s collector sign-ins', () => {
  const signs = (now = NOW) => planCollectorSigns(seededRandom(13), { now, days: 7 });
  const HOUR = 60 * MINUTE;

  it('are the same for the same seed; the terminal is with one collector at a time, never on the office\'s days', () => {
    const week = signs();
    expect(signs()).toEqual(week);
    // Four past days of two shifts, one shift unworked (a day off), and today's early shift under way at noon.
    expect(week).toHaveLength(4 * 2 - 1 + 1);
    for (const [i, s] of week.entries()) {
      if (i > 0) expect(s.signedInAt).toBeGreaterThan(week[i - 1].signedOutAt!);
      if (s.signedOutAt !== null) expect(s.signedOutAt).toBeGreaterThan(s.signedInAt);
      const day = Math.round((dayStart(s.signedInAt) - dayStart(NOW)) / (24 * HOUR));
      expect([day, day >= -6 && (day === 0 || day < -DEMO_TERMINAL_SHIFTS.days)]).toEqual([day, true]);
    }
    expect(week.filter((s) => s.signedOutAt === null)).toEqual([week[week.length - 1]]);
    expect(new Set(week.map((s) => s.login)).size).toBe(2);
  });

  it('before today\'s early shift, leaves the terminal in', () => {
    const early = signs(dayStart(NOW) + 6 * HOUR);
    expect(early.every((s) => s.signedOutAt !== null && s.signedInAt < dayStart(NOW))).toBe(true);
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

describe('the demo week\'s device outages', () => {
  const devices: DemoDevice[] = [
    ...Array.from({ length: 40 }, (_, i) => ({ kind: 'sensor' as const, id: i + 1 })),
    ...Array.from({ length: 10 }, (_, i) => ({ kind: 'lane' as const, id: i + 1 })),
  ];
  const since = NOW - 7 * 24 * 60 * MINUTE;
  const outages = planDeviceOutages(seededRandom(3), devices, { since, now: NOW });

  it('are the same for the same seed: a share of the devices, sensors more than lanes, one each', () => {
    expect(planDeviceOutages(seededRandom(3), devices, { since, now: NOW })).toEqual(outages);
    const sensors = outages.filter((o) => o.device.kind === 'sensor').length;
    expect(sensors).toBeGreaterThan(4);
    expect(sensors).toBeLessThan(30);
    expect(sensors / 40).toBeGreaterThan(outages.filter((o) => o.device.kind === 'lane').length / 10);
    expect(new Set(outages.map((o) => `${o.device.kind}${o.device.id}`)).size).toBe(outages.length);
  });

  it('lie in the week, over an hour before now, minutes long or a few hours', () => {
    for (const { from, to } of outages) {
      expect(from).toBeGreaterThanOrEqual(since);
      expect(to).toBeLessThan(NOW - 60 * MINUTE);
      const minutes = (to - from) / MINUTE;
      expect((minutes >= OUTAGE_MINUTES.short[0] && minutes <= OUTAGE_MINUTES.short[1]) || (minutes >= OUTAGE_MINUTES.long[0] && minutes <= OUTAGE_MINUTES.long[1])).toBe(true);
    }
    expect(outages.some((o) => o.to - o.from >= 60 * MINUTE)).toBe(true);
  });
});
