// Numbered SQL migrations (backend/db/migrations/NNN_name.sql), applied in order at start,
// each in its own transaction and recorded in schema_migrations. An advisory lock makes two
// backends starting together on one PostgreSQL database take turns.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Arbitrary constant key for pg_advisory_xact_lock. */
const MIGRATION_LOCK_KEY = 7_310_431;

export interface Migration { version: string; name: string; sql: string }

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = fs.readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 3), name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
  const versions = new Set(migrations.map((m) => m.version));
  if (versions.size !== migrations.length) throw new Error(`Two migrations share a number in ${dir}`);
  return migrations;
}

/** Applies the migrations not yet applied; returns the names of those it applied now. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  // Read once which are in: at a start with nothing to do, one query instead of one transaction
  // per migration. A pending one is checked again under the lock (another process may apply it).
  const inAlready = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const migration of migrations.filter((m) => !inAlready.has(m.version))) {
    const appliedNow = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (appliedNow) applied.push(migration.name);
  }
  return applied;
}

export async function countAppliedMigrations(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
  return row?.n ?? 0;
}
