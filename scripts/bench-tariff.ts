// npm run bench:tariff: how many fees the tariff engine evaluates per second on one core (this one
// thread), for a mix of rate rule sets and stays; the target is 1,000,000 per second overall.
// Rule sets are compiled once; stays run from 10 minutes to 3 days (log-uniform, so most last a few
// hours), entering at any minute of two weeks that hold two holidays and a weekend. Each figure is
// taken over at least BENCH_SECONDS (default 2) after a warm-up; it is given per second of wall time
// and per second of this process's CPU time, which a busy machine does not dilute.
// Results are recorded in docs/performance.md.
import { performance } from 'node:perf_hooks';
import { compileRules } from '../lib/tariff/compile';
import type { CompiledRates } from '../lib/tariff/compile';
import type { Stay } from '../lib/tariff/evaluate';
import { evaluateFee } from '../lib/tariff/evaluate';
import { PARKING_OS_DAY, YUN_PARKING_INDOOR, at, clock, priced, rates } from '../lib/tariff/fixtures';
import type { RateRules } from '../lib/tariff/rules';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const WARM_UP_SECONDS = 0.5;
const STAYS = 10_000;
const TARGET = 1_000_000;
const MINUTE = 60_000;
const SHORTEST = 10;
const LONGEST = 3 * 24 * 60;
const HOLIDAYS: ReadonlySet<string> = new Set(['2026-11-04', '2026-11-11']);

const RULE_SETS: Record<string, RateRules> = {
  'simple hourly': rates(clock([priced('all day', '00:00', 60, 200)]), { free: { minutes: 15, mode: 'freeIfShorter' }, cap24h: 2400 }),
  'day/night with caps': rates(clock([priced('day', '07:00', 60, 200, { cap: 1500 }), priced('night', '21:00', 60, 100, { cap: 500 })]), {
    free: { minutes: 15, mode: 'deduct' }, cap24h: 2000, laterDays: 'capIfFirstReached', minPriceUnit: 50,
  }),
  'first period (segment)': rates(YUN_PARKING_INDOOR, { billing: 'segment', cap24h: 8000 }),
  'per visit': rates({ mode: 'perVisit', price: 1000 }, { free: { minutes: 30, mode: 'freeIfShorter' } }),
  'steps cumulative': rates({ mode: 'steps', bands: [{ upToMinutes: 180, price: 0 }, { upToMinutes: 600, price: 300 }, { upToMinutes: 900, price: 400 }], after: 'cap' }, { cap24h: 1000 }),
  'holiday': rates(PARKING_OS_DAY, { cap24h: 1500, holiday: { weekends: true, rules: rates({ mode: 'perVisit', price: 800 }) } }),
};

/** A fixed stream of stays (linear congruential generator, fixed seed). */
function makeStays(): Stay[] {
  let seed = 20261125;
  const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const start = at('00:00');
  return Array.from({ length: STAYS }, () => {
    const entryAt = start + Math.floor(next() * 14 * 24 * 60) * MINUTE;
    const minutes = Math.round(SHORTEST * (LONGEST / SHORTEST) ** next());
    return { entryAt, exitAt: entryAt + minutes * MINUTE, holidays: HOLIDAYS };
  });
}

interface Figure { evaluations: number; wallSeconds: number; cpuSeconds: number; checksum: number }

/** Evaluates the (rules, stay) pairs round and round for at least `seconds`. */
function run(pairs: readonly (readonly [CompiledRates, Stay])[], seconds: number): Figure {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  let evaluations = 0;
  let checksum = 0;
  while (performance.now() - wall0 < seconds * 1000) {
    for (const [rules, stay] of pairs) checksum += evaluateFee(rules, stay).total;
    evaluations += pairs.length;
  }
  const cpu = process.cpuUsage(cpu0);
  return { evaluations, wallSeconds: (performance.now() - wall0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, checksum };
}

const perSecond = (n: number, seconds: number) => Math.round(n / seconds);
const thousands = (n: number) => n.toLocaleString('en-US');

function report(name: string, figure: Figure): void {
  const wall = perSecond(figure.evaluations, figure.wallSeconds);
  const cpu = perSecond(figure.evaluations, figure.cpuSeconds);
  console.log(`| ${name} | ${thousands(wall)} | ${thousands(cpu)} | ${(cpu / TARGET).toFixed(2)} |`);
}

const stays = makeStays();
const compiled = Object.entries(RULE_SETS).map(([name, rules]) => [name, compileRules(rules)] as const);
const mix = stays.map((stay, i) => [compiled[i % compiled.length][1], stay] as const);

run(mix, WARM_UP_SECONDS * compiled.length);
console.log(`bench:tariff: ${STAYS} stays of ${SHORTEST} min to ${LONGEST / 60} h, at least ${SECONDS} s per figure, node ${process.version}\n`);
console.log('| rule set | evaluations/s (wall) | evaluations/s (CPU) | CPU ratio to 1,000,000/s |');
console.log('| --- | --- | --- | --- |');
for (const [name, rules] of compiled) report(name, run(stays.map((stay) => [rules, stay] as const), SECONDS));
const overall = run(mix, SECONDS);
report('overall (mix)', overall);
console.log(`\nchecksum ${overall.checksum}; overall wall ratio ${(perSecond(overall.evaluations, overall.wallSeconds) / TARGET).toFixed(2)}`);
