// Properties of evaluateFee over a few thousand pseudo-random stays (fixed seed, so a failure
// always comes back): the lines add up, a later exit never costs less, caps hold, a stay paid in
// two goes costs what it costs in one; and a stay split at a payment: where the rules are additive
// the part up to the payment priced alone plus the rest priced alone is the whole (and the rest is
// what the engine asks after the payment), where caps make them sub-additive the rest priced alone
// never costs less than the engine asks (the engine carries the stay's caps on).
import { compileRules } from './compile';
import type { FeeResult, Stay } from './evaluate';
import { evaluateFee } from './evaluate';
import { PARKING_OS_DAY, YUN_PARKING_INDOOR, at, clock, free, priced, rates, seededGenerator as generator } from './fixtures';
import type { DayRules, RateRules } from './rules';
import { DAY_MINUTES, minuteOfDay } from './rules';

const STAYS = 3000;
const MINUTE = 60_000;
const OFFSET = 480;
const HOUR = 60;


const HOLIDAYS: ReadonlySet<string> = new Set(['2026-11-04', '2026-11-05', '2026-11-11']);
/** A Saturday worked in place of a weekday (priced as a workday). */
const WORKDAYS: ReadonlySet<string> = new Set(['2026-11-14']);

const RULE_SETS: Record<string, RateRules> = {
  parkingOs: rates(clock([priced('day', '07:00', HOUR, 200), priced('night', '21:00', HOUR, 130)]), {
    free: { minutes: 15, mode: 'deduct' }, cap24h: 2000, laterDays: 'capIfFirstReached', minPriceUnit: 50,
  }),
  parkingOsDayOnly: rates(PARKING_OS_DAY, { free: { minutes: 15, mode: 'freeIfShorter' }, cap24h: 1500, laterDays: 'priced' }),
  yunParkingSegment: rates(YUN_PARKING_INDOOR, { billing: 'segment', cap24h: 8000, laterDays: 'cap', rounding: { mode: 'tolerance', minutes: 5 } }),
  threeWindows: rates(clock([
    priced('morning', '06:00', 30, 150, { first: { minutes: 60, unitMinutes: 20, price: 100 }, cap: 1200 }),
    priced('peak', '10:30', 15, 120, { first: { minutes: 30, unitMinutes: 30, price: 300 }, cap: 3000 }),
    free('evening', '19:00'),
    priced('night', '22:45', 120, 100, { cap: 300 }),
  ], 'split'), { billing: 'segment', free: { minutes: 10, mode: 'freeIfShorter' }, rounding: { mode: 'down' } }),
  naturalDays: rates(clock([priced('day', '00:00', 1, 5, { cap: 2000 })], 'split'), { free: { minutes: 10, mode: 'freeIfShorter' } }),
  stepsEach: rates({ mode: 'steps', bands: [{ upToMinutes: 60, price: 500 }, { upToMinutes: 180, price: 800 }, { upToMinutes: 600, price: 1500 }], after: 'cycle' }, { billing: 'segment', cap24h: 3000 }),
  stepsSum: rates({ mode: 'steps', bands: [{ upToMinutes: 180, price: 0 }, { upToMinutes: 600, price: 300 }, { upToMinutes: 900, price: 400 }], after: 'cap' }, { cap24h: 600 }),
  loop: rates({ mode: 'loop', minutes: 45, price: 170 }, { cap24h: 2500, rounding: { mode: 'tolerance', minutes: 10 }, minPriceUnit: 50 }),
  perVisit: rates({ mode: 'perVisit', price: 1000 }, { free: { minutes: 30, mode: 'freeIfShorter' } }),
  holidays: rates(YUN_PARKING_INDOOR, {
    cap24h: 6000,
    holiday: {
      weekends: true,
      rules: { ...rates(clock([priced('day', '08:00', HOUR, 300, { cap: 1500 }), free('night', '20:00')]), { billing: 'segment', cap24h: 1500 }), free: { minutes: 30, mode: 'deduct' } },
    },
  }),
  holidaysPerVisit: rates(PARKING_OS_DAY, {
    cap24h: 1200,
    holiday: { weekends: false, rules: { ...rates({ mode: 'perVisit', price: 800 }), cap24h: 800 } },
  }),
};

/** Stays from 10 minutes to 4 days (and a few of 0 to 30 minutes), entering at any minute of two weeks. */
function randomStays(seed: number): Stay[] {
  const random = generator(seed);
  return Array.from({ length: STAYS }, () => {
    const entryAt = at('00:00') + random.int(0, 14 * DAY_MINUTES) * MINUTE;
    const minutes = random.next() < 0.1 ? random.int(0, 30) : Math.round(10 * Math.exp(random.next() * Math.log(4 * DAY_MINUTES / 10)));
    return { entryAt, exitAt: entryAt + minutes * MINUTE, holidays: HOLIDAYS, workdays: WORKDAYS };
  });
}

const sum = (result: FeeResult) => result.lines.reduce((total, line) => total + line.amount, 0);

const localDate = (minute: number) => new Date((minute + OFFSET) * MINUTE);
function isHolidayMinute(rules: RateRules, minute: number): boolean {
  const date = localDate(minute);
  const weekday = date.getUTCDay();
  const day = date.toISOString().slice(0, 10);
  return HOLIDAYS.has(day) || (rules.holiday!.weekends && (weekday === 0 || weekday === 6) && !WORKDAYS.has(day));
}

/** The parts of a stay (cut at midnights where the kind of day changes) with the rules of each. */
function parts(rules: RateRules, entry: number, exit: number): { start: number; end: number; rules: DayRules }[] {
  if (!rules.holiday) return [{ start: entry, end: exit, rules }];
  const found: { start: number; end: number; rules: DayRules }[] = [];
  let start = entry;
  let midnight = (Math.floor((entry + OFFSET) / DAY_MINUTES) + 1) * DAY_MINUTES - OFFSET;
  for (; midnight < exit; midnight += DAY_MINUTES) {
    if (isHolidayMinute(rules, midnight) === isHolidayMinute(rules, start)) continue;
    found.push({ start, end: midnight, rules: isHolidayMinute(rules, start) ? rules.holiday.rules : rules });
    start = midnight;
  }
  found.push({ start, end: exit, rules: isHolidayMinute(rules, start) ? rules.holiday.rules : rules });
  return found;
}

/** 24 h cap x started 24 h periods, part by part. */
function capBound(rules: RateRules, stay: Stay): number {
  const entry = Math.floor(stay.entryAt / MINUTE);
  // A stay priced in its entry minute may owe its first minute (a visit).
  const exit = Math.max(entry + 1, Math.floor(stay.exitAt / MINUTE));
  return parts(rules, entry, exit).reduce((bound, part) => (part.end === part.start ? bound
    : bound + (part.rules.cap24h ?? Infinity) * Math.ceil((part.end - part.start) / DAY_MINUTES)), 0);
}

/** What each window occurrence (part by part) was charged, first period and cap lines included. */
function chargedByOccurrence(rules: RateRules, result: FeeResult): Map<string, { amount: number; cap: number }> {
  const charged = new Map<string, { amount: number; cap: number }>();
  for (const line of result.lines) {
    if (line.window === undefined || line.kind === 'free') continue;
    const minute = line.from / MINUTE;
    const dayRules = rules.holiday && isHolidayMinute(rules, minute) ? rules.holiday.rules : rules;
    if (dayRules.pricing.mode !== 'time') continue;
    const window = dayRules.pricing.windows.find((w) => w.name === line.window)!;
    if (window.free || window.cap === undefined) continue;
    const occurrence = Math.floor((minute + OFFSET - minuteOfDay(window.start)) / DAY_MINUTES);
    const key = `${line.holiday ? 'holiday' : 'workday'} ${line.window} ${occurrence}`;
    const entry = charged.get(key) ?? { amount: 0, cap: window.cap };
    entry.amount += line.amount;
    charged.set(key, entry);
  }
  return charged;
}

// Failures are collected and compared once: an expect per stay would make the run slow.
describe.each(Object.entries(RULE_SETS))('%s over random stays', (name, rules) => {
  const compiled = compileRules(rules);
  const stays = randomStays(name.length * 7919);
  const results = stays.map((stay) => evaluateFee(compiled, stay));
  const failing = (check: (stay: Stay, result: FeeResult, i: number) => boolean) =>
    stays.filter((stay, i) => !check(stay, results[i], i)).map((stay) => `${new Date(stay.entryAt).toISOString()} -> ${new Date(stay.exitAt).toISOString()}`);

  it('adds its lines up to the total, in whole fen', () => {
    expect(failing((_, result) => sum(result) === result.total && result.total >= 0
      && result.lines.every((line) => Number.isInteger(line.amount)))).toEqual([]);
  });

  it('(a) never charges less for a later exit', () => {
    const random = generator(1);
    expect(failing((stay, result) =>
      evaluateFee(compiled, { ...stay, exitAt: stay.exitAt + random.int(1, 12 * HOUR) * MINUTE }).total >= result.total)).toEqual([]);
  });

  it('(b) stays within the 24 h cap per started 24 h period and each window cap per occurrence', () => {
    expect(failing((stay, result) => result.total <= capBound(rules, stay)
      && [...chargedByOccurrence(rules, result).values()].every(({ amount, cap }) => amount <= cap))).toEqual([]);
  });

  it('(c) costs the same paid in two goes: up to an instant, then what the engine asks at exit', () => {
    const noExitWindow = compileRules({ ...rules, exitWindowMinutes: 0 });
    const random = generator(2);
    expect(failing((stay, result) => {
      const paidUntil = stay.entryAt + random.int(0, Math.floor((stay.exitAt - stay.entryAt) / MINUTE)) * MINUTE;
      const paid = evaluateFee(noExitWindow, { ...stay, exitAt: paidUntil }).total;
      return paid + evaluateFee(noExitWindow, { ...stay, paidUntil, alreadyPaid: paid }).due === result.total;
    })).toEqual([]);
  });
});

/** A payment instant of a stay: any minute, or a whole number of `unit` minutes after entry. */
function paymentAt(stay: Stay, random: ReturnType<typeof generator>, unit = 1): number {
  const units = Math.floor((stay.exitAt - stay.entryAt) / MINUTE / unit);
  return stay.entryAt + random.int(0, units) * unit * MINUTE;
}

/** What the engine asks at exit after `paid` was paid at `paidUntil` (no exit window: billing goes on at once). */
const dueAfterPayment = (rules: RateRules, stay: Stay, paidUntil: number, paid: number) =>
  evaluateFee(compileRules({ ...rules, exitWindowMinutes: 0 }), { ...stay, paidUntil, alreadyPaid: paid }).due;

/**
 * Additive rules: no free minutes, first periods, caps or smallest amount; one-minute units, or a
 * payment a whole number of units (blocks) after entry. The fee of a stay is then the sum of the
 * fees of its parts, holidays and worked weekend days included.
 */
const ADDITIVE: Record<string, { rules: RateRules; unit: number }> = {
  perMinuteWindows: {
    rules: rates(clock([priced('day', '07:00', 1, 5), free('lunch', '12:00'), priced('afternoon', '13:00', 1, 4), priced('night', '21:00', 1, 2)], 'split'), {
      holiday: { weekends: true, rules: rates(clock([priced('all day', '00:00', 1, 8)])) },
    }),
    unit: 1,
  },
  hourlyCarried: { rules: rates(clock([priced('day', '07:00', HOUR, 200), priced('night', '21:00', HOUR, 100)])), unit: HOUR },
  loopBlocks: { rules: rates({ mode: 'loop', minutes: 45, price: 170 }), unit: 45 },
};

describe.each(Object.entries(ADDITIVE))('%s split at a payment', (name, { rules, unit }) => {
  it('(d) prices the part up to the payment and the rest, each alone, at the whole; the rest is what the engine asks after the payment', () => {
    const compiled = compileRules(rules);
    const random = generator(3);
    const bad = randomStays(name.length * 104_729).filter((stay) => {
      const paidUntil = paymentAt(stay, random, unit);
      const first = evaluateFee(compiled, { ...stay, exitAt: paidUntil }).total;
      const rest = evaluateFee(compiled, { ...stay, entryAt: paidUntil }).total;
      return first + rest !== evaluateFee(compiled, stay).total || dueAfterPayment(rules, stay, paidUntil, first) !== rest;
    });
    expect(bad.map((stay) => new Date(stay.entryAt).toISOString())).toEqual([]);
  });
});

/** Additive but for caps: a 24 h cap, or window caps per occurrence. */
const CAPPED: Record<string, RateRules> = {
  dailyCap: rates(clock([priced('all day', '00:00', 1, 5)]), { cap24h: 2000 }),
  windowCaps: rates(clock([priced('day', '07:00', 1, 5, { cap: 1500 }), priced('night', '21:00', 1, 2, { cap: 500 })], 'split')),
};

describe.each(Object.entries(CAPPED))('%s split at a payment', (name, rules) => {
  it('(e) never asks less for the rest priced alone than the engine asks after the payment, and for some stays more: the caps go on', () => {
    const compiled = compileRules(rules);
    const random = generator(4);
    const splits = randomStays(name.length * 104_729).map((stay) => {
      const paidUntil = paymentAt(stay, random);
      const first = evaluateFee(compiled, { ...stay, exitAt: paidUntil }).total;
      return { stay, alone: evaluateFee(compiled, { ...stay, entryAt: paidUntil }).total, due: dueAfterPayment(rules, stay, paidUntil, first) };
    });
    expect(splits.filter(({ alone, due }) => alone < due).map(({ stay }) => new Date(stay.entryAt).toISOString())).toEqual([]);
    expect(splits.filter(({ alone, due }) => alone > due).length).toBeGreaterThan(STAYS / 10);
  });
});

/**
 * The rule sets above are not additive. A split at a payment, each part priced alone, costs more
 * for some stays (a visit, a partial unit rounded up, a first period or a step table started again,
 * caps started afresh) and, where the rules grant something once from the start of a stay (free
 * minutes, a first period, a rounding tolerance, a step table), less for others. Hence the engine
 * prices what remains after a payment as the rest of the same stay, (c), not as a new one.
 */
const NEVER_CHEAPER_SPLIT = ['holidaysPerVisit'];
it('prices a split stay\'s parts, each alone, above the whole for some stays, and below it where the rules grant something from the start', () => {
  const outcomes = Object.entries(RULE_SETS).map(([name, rules]) => {
    const random = generator(5);
    let more = 0;
    let less = 0;
    for (const stay of randomStays(name.length * 7919)) {
      const paidUntil = paymentAt(stay, random);
      const split = evaluateFee(rules, { ...stay, exitAt: paidUntil }).total + evaluateFee(rules, { ...stay, entryAt: paidUntil }).total;
      const whole = evaluateFee(rules, stay).total;
      if (split > whole) more += 1;
      if (split < whole) less += 1;
    }
    return { name, more: more > 0, less: less > 0 };
  });
  expect(outcomes).toEqual(Object.keys(RULE_SETS).map((name) => ({ name, more: true, less: !NEVER_CHEAPER_SPLIT.includes(name) })));
});

it('the random stays reach every kind of line', () => {
  const kinds = new Set<string>();
  for (const [name, rules] of Object.entries(RULE_SETS)) {
    for (const stay of randomStays(name.length * 7919)) for (const line of evaluateFee(rules, stay).lines) kinds.add(line.kind);
  }
  expect([...kinds].sort()).toEqual(['cap', 'dailyCap', 'first', 'free', 'fullDay', 'perVisit', 'rounding', 'step', 'unit']);
});
