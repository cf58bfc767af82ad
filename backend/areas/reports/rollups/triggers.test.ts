// The marks' triggers in step with what the figures read: every table settlement_events reads has
// the daily marks' trigger, named with exactly the instants (timestamptz columns) the view reads of
// it. A source or an instant added to the view without its trigger fails here, before any figure
// goes stale. (The hourly figures' two tables are checked the same way against hourly-traffic.ts.)
import { testDatabases } from '../../../test/harness';
import { useTestDatabase } from '../../../test/use-backend';
import type { Reader } from '../../../db';

/** Each table's trigger arguments for the function `fn`: the instants it marks, on every event (insert, update, delete). */
async function markedInstants(db: Reader, fn: string): Promise<Record<string, string[]>> {
  const rows = await db.query<{ table_name: string; args: string; events: number }>(
    `SELECT c.relname AS table_name, encode(t.tgargs, 'escape') AS args, bit_or(t.tgtype::integer & 28) AS events
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname = $1 AND NOT t.tgisinternal GROUP BY 1, 2`, [fn]);
  // tgtype's bits 4, 8 and 16: insert, delete, update.
  for (const r of rows) expect({ table: r.table_name, events: r.events }).toEqual({ table: r.table_name, events: 28 });
  return Object.fromEntries(rows.map((r) => [r.table_name, r.args.split('\\000').filter(Boolean).sort()]));
}

jest.setTimeout(120_000);

describe.each(testDatabases())('the rollups\' triggers on $name', (database) => {
  const env = useTestDatabase(database, { migrate: true });

  test('every table settlement_events reads marks the instants the view reads of it', async () => {
    const used = await env.db.query<{ table_name: string; column_name: string }>(
      `SELECT u.table_name, u.column_name FROM information_schema.view_column_usage u
         JOIN information_schema.columns c ON c.table_schema = u.table_schema AND c.table_name = u.table_name AND c.column_name = u.column_name
        WHERE u.view_name = 'settlement_events' AND c.data_type = 'timestamp with time zone'`);
    const expected: Record<string, string[]> = {};
    for (const u of used) (expected[u.table_name] ??= []).push(u.column_name);
    for (const columns of Object.values(expected)) columns.sort();
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(9);
    expect(await markedInstants(env.db, 'report_mark_days')).toEqual(expected);
  });

  test('stays and passages mark the hours of their instants', async () => {
    expect(await markedInstants(env.db, 'report_mark_hours')).toEqual({ stays: ['entry_at', 'exit_at'], passages: ['at'] });
  });
});
