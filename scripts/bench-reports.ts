// npm run bench:reports: every report screen of the reports area (lib/areas/reports/) over a large
// operator's years (scripts/lib/bench-reports-data.ts: BENCH_YEARS, default 3; BENCH_LOTS, 10;
// BENCH_STAYS_PER_DAY, 200), asked as the console asks (a signed, compressed list call to an
// in-process backend, as the administrator) for the last month, year and three years: p50 and p99
// of BENCH_RUNS (20) calls each; the same for the dashboards and the management pack (their page
// operations), and the live boards once. Then the same money and traffic figures read from the rollups and
// computed from the raw tables (settlement_events, stays), and their ratio.
// PGlite on disk under $TMPDIR/catc-bench-reports/<size>, and PostgreSQL (DATABASE_URL, else
// 127.0.0.1:5432 when it answers) as database catc_bench_reports_<size>: both kept between runs
// (BENCH_FRESH=1 loads them again). BENCH_ONLY=pglite|postgresql. Results: docs/performance.md.
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callAshx } from '../lib/ashx/client';
import { REPORTS_AREA } from '../lib/areas/reports/manifest';
import { SCREEN_COMPRESS, SCREEN_HANDLER, getListOf } from '../lib/screens/operations';
import { PAGE_HANDLER } from '../lib/pages/types';
import type { ScreenDecl } from '../lib/screens/types';
import { openPglite, openPostgres, type Db } from '../backend/db';
import { migrate } from '../backend/db/migrate';
import { createBackend } from '../backend/server';
import { loadBenchData } from './lib/bench-reports-data';
import { trafficRowsSql } from '../backend/areas/reports/dashboards/site';
import { dayOfDate } from '../lib/parking/cards/operator-days';

const SIZE = { years: Number(process.env.BENCH_YEARS ?? 3), lots: Number(process.env.BENCH_LOTS ?? 10), staysPerDay: Number(process.env.BENCH_STAYS_PER_DAY ?? 200) };
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const FRESH = process.env.BENCH_FRESH === '1';
const ONLY = process.env.BENCH_ONLY;
const SIZE_TAG = `${SIZE.years}y_${SIZE.lots}l_${SIZE.staysPerDay}s`.replace(/\./g, '_');
const PERIODS = [['month', 30], ['year', 365], ['3 years', 1095]] as const;
const DAY_MS = 86_400_000;
const SECRET = 'bench-reports-signing-secret-0123456789';
const ADMIN_PASSWORD = 'Bench#Reports2026';
const SEEDED_MARK = 'bench_reports_seeded';

/** The operator's day (UTC+8) `days` before today, as a date filter holds it. */
const dayBefore = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * DAY_MS).toISOString().slice(0, 10);

/** A report a person may cut by day, month or year is cut as finely as the period allows (a day for a month, a month beyond). */
function granularityFor(screen: ScreenDecl, days: number): Record<string, string> {
  const options = (screen.fields.find((f) => f.name === 'granularity' && f.filter === 'select')?.options ?? []).map(String);
  const wanted = ['day', 'month', 'year'].filter((g) => options.includes(g));
  const chosen = days <= 31 ? wanted[0] : wanted.find((g) => g !== 'day');
  return chosen ? { granularity: chosen } : {};
}

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  await run(); // warm: plans cached, pages read
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor((times.length - 1) / 2)], p99: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] };
}
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function openDatabase(kind: 'pglite' | 'postgresql'): Promise<{ db: Db; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = path.join(os.tmpdir(), 'catc-bench-reports', SIZE_TAG);
    if (FRESH) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const db = await openPglite({ dataDir: dir });
    return { db, close: () => db.close() };
  }
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = await openPostgres(url, { max: 1 });
  const name = `catc_bench_reports_${SIZE_TAG}`.toLowerCase();
  if (FRESH) await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const [exists] = await admin.query<{ n: number }>('SELECT count(*)::integer AS n FROM pg_database WHERE datname = $1', [name]);
  if (!exists.n) await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  return { db, close: () => db.close() };
}

async function postgresAnswers(): Promise<boolean> {
  try {
    const db = await openPostgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', { max: 1 });
    await db.query('SELECT 1');
    await db.close();
    return true;
  } catch {
    return false;
  }
}

/** The period dashboards and the pack: name, page operation, whether it takes a granularity. */
const PERIOD_PAGES = [
  ['/FinancialStatisticalAnalysis', 'financialAnalysis.read', true],
  ['/SiteStatisticalAnalysis', 'siteAnalysis.read', false],
  ['/Analysis', 'transactionAnalysis.read', true],
  ['/OneClickReport (pack)', 'oneClickReport.pack', false],
] as const;
/** The live boards: figures of now. */
const LIVE_PAGES = [
  ['/OperationDashboard', 'operationDashboard.read'], ['/DevicePerception', 'devicePerception.read'],
  ['/PayStationDashboard', 'payStationDashboard.read'], ['/RoadSectionMonitoring', 'roadSectionMonitoring.read'],
] as const;

/** The money of every lot per day of a period: from the daily rollup, and from the raw events. */
const MONEY_FROM_ROLLUP = `SELECT lot_id, sum(receivable)::bigint AS receivable, sum(paid_cash + paid_pos + paid_paystation + paid_alipay + paid_wechat + paid_app)::bigint AS received
  FROM report_daily_settlement WHERE day BETWEEN $1::date AND $2::date GROUP BY lot_id ORDER BY lot_id`;
const MONEY_FROM_RAW = `SELECT lot_id, coalesce(sum(amount) FILTER (WHERE kind = 'receivable'), 0)::bigint AS receivable, coalesce(sum(amount) FILTER (WHERE kind LIKE 'paid\\_%'), 0)::bigint AS received
  FROM settlement_events WHERE at >= operator_day_start($1::date) AND at < operator_day_start($2::date + 1) GROUP BY lot_id ORDER BY lot_id`;
/** Arrivals and departures per lot and hour of day over a period: from the traffic rollups as /SiteStatisticalAnalysis reads them (whole months, then hours), and from the stays. */
async function trafficFromRollup(db: Db, from: string, to: string): Promise<[string, unknown[]]> {
  const params: unknown[] = [(await db.query<{ id: number }>('SELECT id FROM parking_lots')).map((r) => Number(r.id))];
  const rows = trafficRowsSql({ from: dayOfDate(from)!, to: dayOfDate(to)! }, params);
  return [`SELECT lot_id, hour::integer AS h, sum(arrivals)::integer AS arrivals, sum(departures)::integer AS departures FROM (${rows}) t
            GROUP BY 1, 2 HAVING sum(arrivals) + sum(departures) > 0 ORDER BY 1, 2`, params];
}
const TRAFFIC_FROM_RAW = `SELECT lot_id, h, sum(a)::integer AS arrivals, sum(d)::integer AS departures FROM (
    SELECT lot_id, operator_hour_of_day(entry_at)::integer AS h, 1 AS a, 0 AS d FROM stays WHERE entry_at >= operator_day_start($1::date) AND entry_at < operator_day_start($2::date + 1)
    UNION ALL SELECT lot_id, operator_hour_of_day(exit_at)::integer, 0, 1 FROM stays WHERE exit_at >= operator_day_start($1::date) AND exit_at < operator_day_start($2::date + 1)) x
  GROUP BY 1, 2 ORDER BY 1, 2`;
/** Each figure: how it is read from the rollups and from the raw tables over [from, to]. */
const FIGURES: readonly [string, (db: Db, from: string, to: string) => Promise<[string, unknown[]]>, string][] = [
  ['money per lot', async (_db, from, to) => [MONEY_FROM_ROLLUP, [from, to]], MONEY_FROM_RAW],
  ['traffic per lot and hour of day', trafficFromRollup, TRAFFIC_FROM_RAW],
];

async function benchDatabase(kind: 'pglite' | 'postgresql'): Promise<void> {
  const { db, close } = await openDatabase(kind);
  try {
    console.log(`\n== ${kind} ==`);
    await migrate(db);
    const [seeded] = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM pg_tables WHERE tablename = '${SEEDED_MARK}'`);
    if (!seeded.n) {
      await loadBenchData(db, SIZE, (line) => console.log(line));
      await db.exec(`CREATE TABLE ${SEEDED_MARK} (at timestamptz DEFAULT now())`);
    }
    const [counts] = await db.query<{ payments: number; stays: number }>('SELECT (SELECT count(*) FROM payments)::integer AS payments, (SELECT count(*) FROM stays)::integer AS stays');
    console.log(`${counts.payments} payments, ${counts.stays} stays over ${SIZE.years} years of ${SIZE.lots} lots`);

    const backend = await createBackend({ db, secret: SECRET, adminPassword: ADMIN_PASSWORD, reportRollups: false, log: { info: () => undefined, error: (m, e) => console.error(m, e) } });
    const { url } = await backend.listen(0);
    try {
      const login = await callAshx<{ accessToken: string }>({ baseUrl: url, handler: 'Login', payload: { userId: 'admin', password: ADMIN_PASSWORD, deviceId: 'web-bench' }, language: 'en-US', signingSecret: SECRET });
      if (!login.ok) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
      const token = login.data.accessToken;
      const list = (screen: ScreenDecl, field: string, days: number) => callAshx({
        baseUrl: url, handler: SCREEN_HANDLER, accessToken: token, signingSecret: SECRET, language: 'en-US', compress: SCREEN_COMPRESS,
        payload: {
          page: screen.path, GetList: getListOf(screen.entity, 'list'), startIndex: 1, endIndex: 20,
          filters: { [field]: { from: dayBefore(days), to: dayBefore(1) }, ...granularityFor(screen, days) },
        },
      });

      console.log('\nReport screens (page 1 of 20 rows, through the backend):');
      console.log(`${'report'.padEnd(34)} ${PERIODS.map(([name]) => `${name} p50 / p99`.padStart(26)).join('')}`);
      for (const screen of REPORTS_AREA.screens) {
        const field = screen.fields.find((f) => f.filter === 'dateRange')?.name;
        if (!field) continue;
        const cells: string[] = [];
        for (const [, days] of PERIODS) {
          const first = await list(screen, field, days);
          if (!first.ok) { cells.push('refused (period)'.padStart(26)); continue; }
          const t = await timed(() => list(screen, field, days));
          cells.push(`${ms(t.p50)} / ${ms(t.p99)}`.padStart(26));
        }
        console.log(`${`${screen.path}${granularityFor(screen, 1095).granularity ? ' (by day, then month)' : ''}`.padEnd(34)} ${cells.join('')}`);
      }

      // The dashboards and the management pack (special pages), asked as their pages ask.
      const page = (operation: string, input: Record<string, unknown>) => callAshx({
        baseUrl: url, handler: PAGE_HANDLER, accessToken: token, signingSecret: SECRET, language: 'en-US', payload: { ...input, GetList: operation },
      });
      console.log('\nDashboards and the management pack (the whole estate):');
      console.log(`${'page'.padEnd(34)} ${PERIODS.map(([name]) => `${name} p50 / p99`.padStart(26)).join('')}`);
      for (const [name, operation, granularity] of PERIOD_PAGES) {
        const cells: string[] = [];
        for (const [, days] of PERIODS) {
          const input = { from: dayBefore(days), to: dayBefore(1), ...(granularity ? { granularity: days <= 31 ? 'day' : 'month' } : {}) };
          const first = await page(operation, input);
          if (!first.ok) { cells.push('refused (period)'.padStart(26)); continue; }
          const t = await timed(() => page(operation, input));
          cells.push(`${ms(t.p50)} / ${ms(t.p99)}`.padStart(26));
        }
        console.log(`${name.padEnd(34)} ${cells.join('')}`);
      }
      for (const [name, operation] of LIVE_PAGES) {
        const first = await page(operation, {});
        if (!first.ok) throw new Error(`${name}: ${JSON.stringify(first)}`);
        const t = await timed(() => page(operation, {}));
        console.log(`${`${name} (now)`.padEnd(34)} ${`${ms(t.p50)} / ${ms(t.p99)}`.padStart(26)}`);
      }

      console.log('\nThe same figures from the rollups and from the raw tables (SQL only):');
      for (const [name, rollupOf, raw] of FIGURES) {
        for (const [period, days] of PERIODS) {
          const values = [dayBefore(days), dayBefore(1)];
          const [rolled, rolledValues] = await rollupOf(db, values[0], values[1]);
          const [a, b] = [await db.query(rolled, rolledValues), await db.query(raw, values)];
          if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${name} over ${period}: the rollup and the raw tables disagree`);
          const fromRollup = await timed(() => db.query(rolled, rolledValues));
          const fromRaw = await timed(() => db.query(raw, values));
          console.log(`${`${name}, ${period}`.padEnd(44)} rollup ${ms(fromRollup.p50)} (p99 ${ms(fromRollup.p99)})   raw ${ms(fromRaw.p50)} (p99 ${ms(fromRaw.p99)})   raw/rollup ${(fromRaw.p50 / fromRollup.p50).toFixed(0)}x`);
        }
      }
    } finally {
      await backend.close();
    }
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  console.log(`bench:reports: ${SIZE.years} years, ${SIZE.lots} lots, ${SIZE.staysPerDay} stays a day each; ${RUNS} runs per figure`);
  if (ONLY !== 'postgresql') await benchDatabase('pglite');
  if (ONLY !== 'pglite') {
    if (await postgresAnswers()) await benchDatabase('postgresql');
    else console.log('\nPostgreSQL: none answers (DATABASE_URL or 127.0.0.1:5432): skipped');
  }
}

main().then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
