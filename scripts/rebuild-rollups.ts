// npm run rollups:rebuild [-- --from YYYY-MM-DD --to YYYY-MM-DD --window DAYS]: every report rollup
// recomputed from the raw tables (backend/areas/reports/rollups/rebuild.ts), window by window,
// printing each window's buckets and the time taken. On the backend's database: DATABASE_URL
// (PostgreSQL: it may run while backends run and drain) or DATA_DIR's PGlite (taken with the data
// directory's lock: the backend must be stopped). The schema is migrated first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULTS, describeDatabaseUrl } from '../backend/config';
import { openPglite, openPostgres, type Db } from '../backend/db';
import { acquireDataDirLock } from '../backend/db/lock';
import { migrate } from '../backend/db/migrate';
import { ROLLUPS, rebuildRollup } from '../backend/areas/reports/rollups';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, window: { type: 'string' } } });
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

async function open(): Promise<{ db: Db; what: string; release(): void }> {
  const url = process.env.DATABASE_URL;
  if (url) return { db: await openPostgres(url), what: `PostgreSQL ${describeDatabaseUrl(url)}`, release: () => undefined };
  const dataDir = path.resolve(process.env.DATA_DIR ?? DEFAULTS.dataDir);
  const lock = acquireDataDirLock(dataDir);
  const dir = path.join(dataDir, 'pglite');
  return { db: await openPglite({ dataDir: dir }), what: `PGlite in ${dir}`, release: () => lock.release() };
}

async function main(): Promise<void> {
  for (const day of [values.from, values.to]) if (day !== undefined && !DAY_FORMAT.test(day)) throw new Error(`not a day (YYYY-MM-DD): ${day}`);
  if ((values.from === undefined) !== (values.to === undefined)) throw new Error('--from and --to go together');
  const windowDays = values.window === undefined ? undefined : Number(values.window);
  if (windowDays !== undefined && !(Number.isInteger(windowDays) && windowDays > 0)) throw new Error(`--window takes a number of days: ${values.window}`);
  const { db, what, release } = await open();
  try {
    await migrate(db);
    console.log(`Rebuilding the report rollups on ${what}`);
    for (const spec of ROLLUPS) {
      const started = performance.now();
      const result = await rebuildRollup(db, spec, {
        ...(values.from && values.to ? { from: values.from, to: values.to } : {}),
        ...(windowDays ? { windowDays } : {}),
        progress: (w) => console.log(`  ${spec.name}: ${w.from} to ${w.to} (excluded), ${w.buckets} buckets`),
      });
      console.log(`${spec.name}: ${result.buckets} buckets in ${result.windows} windows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await db.close();
    release();
  }
}

main().catch((error) => { console.error(`Rebuild failed: ${(error as Error).message}`); process.exit(1); });
