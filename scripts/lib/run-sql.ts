// Runs the SQL on standard input against the project's database: PostgreSQL when DATABASE_URL is
// set, else the embedded PGlite in $DATA_DIR/pglite (which no other process may hold open).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres } from '../../backend/db';

async function main() {
  const sql = readFileSync(0, 'utf8');
  const db = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL)
    : await openPglite({ dataDir: path.join(process.env.DATA_DIR ?? 'data', 'pglite') });
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
