// The fleet's memory of devices: a device registered while a reload is already reading is still
// found by the next look-up (CI once saw a lock registered just before its first command refused
// as disabled: the look-up joined a reload whose query had begun before the lock was written).
import type { Db, Queryable } from '../../db';
import { migrate } from '../../db/migrate';
import { testDatabases } from '../../test/harness';
import { Fleet } from './fleet';

// Migrating a fresh database takes seconds on a busy machine (Jest's 5 s default is too short for it).
jest.setTimeout(60_000);

const [database] = testDatabases();
let db: Db;
let dispose: () => Promise<void>;
let lot = 0;

beforeAll(async () => {
  ({ db, dispose } = await database.open());
  await migrate(db);
  [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('Fleet lot', 2) RETURNING id");
});
afterAll(() => dispose());

/** The database, with each answer held back until `release` (the query itself runs at once). */
function heldBack(inner: Db) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const queryable = {
    async query(sql: string, params?: unknown[]) {
      const rows = await inner.query(sql, params);
      await gate;
      return rows;
    },
  } as Queryable;
  return { queryable, release };
}

it('finds a device written while a reload was reading', async () => {
  const { queryable, release } = heldBack(db);
  const fleet = new Fleet(queryable);
  const reading = fleet.reload();
  await new Promise((resolve) => setTimeout(resolve, 20)); // the reload's query has run
  await db.query("INSERT INTO parking_locks (serial, lot_id) VALUES ('FLEET-1', $1)", [lot]);
  const found = fleet.find('lock', 'FLEET-1');
  release();
  await reading;
  expect((await found)?.serial).toBe('FLEET-1');
});

it('answers a stranger with null after at most one reload', async () => {
  const fleet = new Fleet(db);
  await fleet.reload();
  expect(await fleet.find('lock', 'NOBODY')).toBeNull();
});
