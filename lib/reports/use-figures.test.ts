import fc from 'fast-check';
import { addBerthTime, addDeviceTime, berthTime, deviceOnlineRate, deviceTime, occupancyRate, occupancySums, occupiedFromSums, onlineShareNow, turnover, type OccupancyDay, type OfflineInterval, type StayInterval } from './use-figures';

const MIN = 60_000;
const at = (wall: string) => Date.parse(`2026-03-01T${wall}:00+08:00`);
const window = { start: at('10:00'), end: at('12:00') };

describe('occupancy', () => {
  it('is occupied over available berth-time, stays clipped to the window, an open one up to now', () => {
    const stays: StayInterval[] = [
      { entryAt: at('09:00'), exitAt: at('10:30') }, // 30 min inside
      { entryAt: at('11:00'), exitAt: null }, // 30 min up to 11:30
      { entryAt: at('12:10'), exitAt: null }, // not yet
    ];
    // At 11:30, 90 minutes of the window have passed: 2 berths x 90 min.
    const time = berthTime(stays, 2, window, at('11:30'));
    expect(time).toEqual({ occupied: 60 * MIN, available: 180 * MIN });
    expect(occupancyRate(time)).toBe(3333);
    // After the window, the whole window counts; the open stay up to its end.
    expect(berthTime(stays, 2, window, at('13:00'))).toEqual({ occupied: 90 * MIN, available: 240 * MIN });
  });

  it('is none without berths or before the window began, and passes 100 % when a lot holds more than its berths', () => {
    expect(occupancyRate(berthTime([], 0, window, at('13:00')))).toBeNull();
    expect(occupancyRate(berthTime([], 5, window, at('09:00')))).toBeNull();
    const two = [{ entryAt: at('10:00'), exitAt: at('12:00') }, { entryAt: at('10:00'), exitAt: at('12:00') }];
    expect(occupancyRate(berthTime(two, 1, window, at('13:00')))).toBe(20_000);
  });

  const DAY = 86_400_000;
  const point = fc.integer({ min: 0, max: 3 * DAY });
  /** Berths each holding stays one after another (never two at once on a berth). */
  const berthsWithStays = fc.array(fc.array(point, { maxLength: 8 }), { minLength: 1, maxLength: 6 }).map((berths) => ({
    berths: berths.length,
    stays: berths.flatMap((points) => {
      const sorted = [...points].sort((a, b) => a - b);
      const stays: StayInterval[] = [];
      for (let i = 0; i + 1 < sorted.length; i += 2) stays.push({ entryAt: sorted[i], exitAt: sorted[i + 1] });
      if (sorted.length % 2 === 1) stays.push({ entryAt: sorted[sorted.length - 1], exitAt: null });
      return stays;
    }),
  }));

  it('stays within 0 and 100 % while no berth holds two stays at once', () => {
    fc.assert(fc.property(berthsWithStays, point, point, point, ({ berths, stays }, a, b, now) => {
      const rate = occupancyRate(berthTime(stays, berths, { start: Math.min(a, b), end: Math.max(a, b) }, now));
      return rate === null || (rate >= 0 && rate <= 10_000);
    }));
  });

  it('splits a period in two and recombines to the same figure', () => {
    fc.assert(fc.property(berthsWithStays, fc.array(point, { minLength: 3, maxLength: 3 }), point, ({ berths, stays }, cuts, now) => {
      const [a, m, b] = [...cuts].sort((x, y) => x - y);
      const whole = berthTime(stays, berths, { start: a, end: b }, now);
      const parts = addBerthTime(berthTime(stays, berths, { start: a, end: m }, now), berthTime(stays, berths, { start: m, end: b }, now));
      return parts.occupied === whole.occupied && parts.available === whole.available && occupancyRate(parts) === occupancyRate(whole);
    }));
  });
});

describe('occupancy from the days\' rows', () => {
  const DAY = 86_400_000;
  const EPOCH = Date.parse('2026-03-01T00:00:00+08:00');
  const dayEndOf = (at: number) => EPOCH + (Math.floor((at - EPOCH) / DAY) + 1) * DAY;
  /** The rollup's rows as migration 366 writes them, read the plain way: per day, who began and ended. */
  function daysOf(stays: readonly StayInterval[]): OccupancyDay[] {
    const days = new Map<number, OccupancyDay>();
    const dayOf = (at: number) => {
      const dayEnd = dayEndOf(at);
      const day = days.get(dayEnd) ?? { dayEnd, began: 0, beganRestMs: 0, ended: 0, endedRestMs: 0 };
      days.set(dayEnd, day);
      return day;
    };
    for (const { entryAt, exitAt } of stays) {
      if (exitAt !== null && exitAt < entryAt) continue;
      const began = dayOf(entryAt);
      began.began += 1;
      began.beganRestMs += began.dayEnd - entryAt;
      if (exitAt === null) continue;
      const ended = dayOf(exitAt);
      ended.ended += 1;
      ended.endedRestMs += ended.dayEnd - exitAt;
    }
    return [...days.values()];
  }
  const instant = fc.integer({ min: 0, max: 6 * DAY - 1 }).map((ms) => EPOCH + ms);
  const stays = fc.array(fc.tuple(instant, fc.option(instant, { nil: null })).map(([entryAt, exitAt]) => ({ entryAt, exitAt })), { maxLength: 30 });

  it('equals the stays\' berth-time over any whole days up to now (across midnights, open stays, reversed ones, today\'s hours gone)', () => {
    fc.assert(fc.property(stays, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), instant, (all, a, b, now) => {
      // Nothing begins or ends after now.
      const known = all.filter((s) => s.entryAt <= now && (s.exitAt ?? 0) <= now);
      const window = { start: EPOCH + Math.min(a, b) * DAY, end: EPOCH + (Math.max(a, b) + 1) * DAY };
      const days = daysOf(known);
      const present = days.filter((d) => d.dayEnd <= window.start).reduce((n, d) => n + d.began - d.ended, 0);
      const inWindow = days.filter((d) => d.dayEnd > window.start && d.dayEnd <= window.end);
      const proper = known.filter((s) => s.exitAt === null || s.exitAt >= s.entryAt);
      return occupiedFromSums(occupancySums(present, inWindow, window), window, now) === berthTime(proper, 1, window, now).occupied;
    }));
  });

  it('counts a stay across two midnights in each day for its time there, and an open one up to now', () => {
    const at = (day: number, hour: number) => EPOCH + day * DAY + hour * 3_600_000;
    const days = daysOf([{ entryAt: at(0, 22), exitAt: at(2, 1) }, { entryAt: at(1, 23), exitAt: null }]);
    const secondDay = { start: at(1, 0), end: at(2, 0) };
    // The first stay all of the second day, the second its last hour.
    expect(occupiedFromSums(occupancySums(1, days.filter((d) => d.dayEnd === secondDay.end), secondDay), secondDay, at(5, 0))).toBe(25 * 3_600_000);
    // Today at 02:00: the first stay's hour, the second's two.
    const third = { start: at(2, 0), end: at(3, 0) };
    expect(occupiedFromSums(occupancySums(2, days.filter((d) => d.dayEnd === third.end), third), third, at(2, 2))).toBe(3 * 3_600_000);
  });
});

describe('turnover', () => {
  it('is stays begun per berth per day, in hundredths', () => {
    expect(turnover(30, 10, 1)).toBe(300);
    expect(turnover(7, 3, 2)).toBe(117); // 1.1666...
    expect(turnover(0, 3, 2)).toBe(0);
    expect(turnover(5, 0, 1)).toBeNull();
  });
});

describe('device online rate', () => {
  it('is online over total device-time, overlapping offline intervals counted once', () => {
    const since = (offline: OfflineInterval[], inServiceAt = at('00:00')) => ({ inServiceAt, offline });
    const devices = [
      since([]), // online throughout
      since([{ from: at('10:30'), to: at('11:00') }, { from: at('10:45'), to: at('11:15') }]), // 45 min down
      since([{ from: at('09:00'), to: null }]), // down since before the window
    ];
    const time = deviceTime(devices, window, at('13:00'));
    expect(time).toEqual({ online: (120 + 75 + 0) * MIN, total: 360 * MIN });
    expect(deviceOnlineRate(time)).toBe(5417);
    expect(deviceOnlineRate(deviceTime([], window, at('13:00')))).toBeNull();
  });

  it('is between 0 and 100 %, and adds up over adjacent windows', () => {
    const point = fc.integer({ min: 0, max: 1_000_000 });
    const interval = fc.tuple(point, fc.option(point)).map(([from, to]) => ({ from, to: to === null ? null : Math.max(from, to) }));
    const devices = fc.array(fc.record({ inServiceAt: point, offline: fc.array(interval, { maxLength: 5 }) }), { maxLength: 5 });
    fc.assert(fc.property(devices, fc.array(point, { minLength: 3, maxLength: 3 }), point, (ds, cuts, now) => {
      const [a, m, b] = [...cuts].sort((x, y) => x - y);
      const whole = deviceTime(ds, { start: a, end: b }, now);
      const first = deviceTime(ds, { start: a, end: m }, now);
      const second = deviceTime(ds, { start: m, end: b }, now);
      const both = addDeviceTime(first, second);
      return whole.online >= 0 && whole.online <= whole.total && both.online === whole.online && both.total === whole.total;
    }));
  });

  it('counts a device added in the window from its start, offline until first heard', () => {
    // Added at 11:00, heard at 11:30, cut off from 11:45 and still at 13:00: 60 min in service, 15 online.
    const added = { inServiceAt: at('11:00'), offline: [{ from: at('11:00'), to: at('11:30') }, { from: at('11:45'), to: null }] };
    expect(deviceTime([added], window, at('13:00'))).toEqual({ online: 15 * MIN, total: 60 * MIN });
    // At 11:40 the window has gone to 11:40 only: 40 min in service, 10 online.
    expect(deviceTime([added], window, at('11:40'))).toEqual({ online: 10 * MIN, total: 40 * MIN });
    // One added after the window counts nothing, and an offline interval before its start changes nothing.
    const later = { inServiceAt: at('14:00'), offline: [{ from: at('09:00'), to: at('10:00') }] };
    expect(deviceTime([later], window, at('15:00'))).toEqual({ online: 0, total: 0 });
    expect(deviceOnlineRate(deviceTime([later], window, at('15:00')))).toBeNull();
  });

  it('clips every interval to the window: an interval across its end counts up to the end', () => {
    const across = { inServiceAt: at('00:00'), offline: [{ from: at('11:00'), to: at('18:00') }, { from: at('08:00'), to: at('10:20') }] };
    expect(deviceTime([across], window, at('20:00'))).toEqual({ online: 40 * MIN, total: 120 * MIN });
  });

  it('now: the share of enabled devices online', () => {
    expect([onlineShareNow(3, 4), onlineShareNow(0, 0)]).toEqual([7500, null]);
  });
});
