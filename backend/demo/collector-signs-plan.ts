// The street collectors' sign-ins and sign-outs of the demo's week (collector-signs.ts): the POS
// terminal handed to a collector at the start of his shift and taken back at its end, planned from
// the seeded generator. The two collectors take the early and late shifts of DEMO_TERMINAL_SHIFTS
// in turns, day by day; one day one of them is off and his shift goes unworked; a collector is
// sometimes late or leaves early. The terminal is with one collector at a time. The last
// DEMO_TERMINAL_SHIFTS.days days are the office's records (records.ts); today's early shift is
// under way when the demo starts after it began. Pure.
import { DEMO_COLLECTORS } from './estate-plan';
import { between, type Random } from './random';
import { DEMO_TERMINAL_SHIFTS, dayStart } from './records-plan';
import { MINUTE } from './visits';

const HOUR = 60 * MINUTE;
/** The sign-ins' own generator: the traffic's draws stay as they were. */
export const DEMO_SIGNS_SEED = 20_261_127;

export interface DemoSignIn {
  login: (typeof DEMO_COLLECTORS)[number]['login'];
  signedInAt: number;
  /** null: still out with the terminal at the demo's now. */
  signedOutAt: number | null;
}

/** Chances: late (10-25 min after the shift's start), gone early (20-40 min before its end). */
const LATE_CHANCE = 1 / 6;
const EARLY_CHANCE = 1 / 8;

/** The sign-ins of the past `days` operator days before the office's records, and today's, oldest first. */
export function planCollectorSigns(random: Random, options: { now: number; days: number }): DemoSignIn[] {
  const signs: DemoSignIn[] = [];
  const [early, late] = DEMO_TERMINAL_SHIFTS.shifts;
  const logins = DEMO_COLLECTORS.map((c) => c.login);
  const firstDay = -options.days + 1;
  const lastPast = -DEMO_TERMINAL_SHIFTS.days - 1;
  const dayOff = between(random, firstDay, lastPast);
  let returnedAt = -Infinity;
  for (let offset = firstDay; offset <= 0; offset += 1) {
    if (offset > lastPast && offset < 0) continue; // the office's records (records.ts terminalHandOvers)
    const day = dayStart(options.now, offset);
    // Turns: the early shift's collector changes every day.
    const onEarly = logins[(offset - firstDay) % 2];
    const onLate = logins[(offset - firstDay + 1) % 2];
    for (const [login, shift] of [[onEarly, early], [onLate, late]] as const) {
      if (offset === dayOff && login === onLate) continue; // his day off: the late shift goes unworked
      const start = day + shift.from * HOUR;
      const end = day + shift.to * HOUR;
      const signedInAt = Math.max(returnedAt + MINUTE,
        random() < LATE_CHANCE ? start + between(random, 10, 25) * MINUTE : start - between(random, 0, 10) * MINUTE);
      const signedOutAt = random() < EARLY_CHANCE ? end - between(random, 20, 40) * MINUTE : end + between(random, -5, 10) * MINUTE;
      if (signedInAt >= options.now - 5 * MINUTE) break;
      // Today's shift under way: out with the terminal now.
      const out = signedOutAt < options.now - MINUTE ? signedOutAt : null;
      signs.push({ login, signedInAt, signedOutAt: out });
      if (out === null) break;
      returnedAt = out;
    }
  }
  return signs;
}
