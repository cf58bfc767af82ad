// Lists that do not slow down with the table (issue 13): totals that are estimated or capped
// beyond COUNT_CAP rows and say so, keyset paging (every row exactly once while rows are
// inserted), exports that count once, and the trigram index that serves "contains" filters.
import type { Db } from '../../db';
import { ADMIN_PASSWORD, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { createEventTable, EVENT_STORE, EVENTS, EVENTS_PAGE as PAGE } from '../../test/event-screen';
import { COUNT_CAP } from './count';

jest.setTimeout(60_000);

type Page = { rows: { id: number; at: string; label: string }[]; total: number; totalKind?: string; next?: string };

describe.each(testDatabases())('list paging on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let token = '';

  const call = (action: string, datas: Record<string, unknown>) =>
    t.call<Page>('HandlersCatc/CatcCom', { page: PAGE, ...datas }, { token, getList: `testEvent.${action}`, compress: '22' });
  const page = async (datas: Record<string, unknown>, action = 'list'): Promise<Page> => {
    const result = await call(action, { startIndex: 1, endIndex: 20, ...datas });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data;
  };
  /** `count` events, one a minute back from 2026-06-01 (some sharing a minute), labelled by n. */
  const seed = (count: number, offset = 0) => db.query(
    `INSERT INTO test_event (at, label, note)
     SELECT timestamptz '2026-06-01 00:00:00+00' - ((g / 3) * interval '1 minute'), 'event ' || g, CASE WHEN g % 2 = 0 THEN 'even' END
     FROM generate_series($1::int + 1, $1::int + $2::int) AS g`, [offset, count]);

  useTestBackend(database, { backend: { registry: { screens: [EVENTS], stores: [EVENT_STORE] } }, users: [], timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    await createEventTable(db);
    token = await t.signIn('admin', ADMIN_PASSWORD);
  });
  beforeEach(async () => {
    await db.exec('TRUNCATE test_event; ANALYZE test_event');
  });

  describe('totals', () => {
    it('counts a small list exactly, filtered or not, and says nothing more', async () => {
      await seed(30);
      await db.exec('ANALYZE test_event');
      const all = await page({});
      expect(all).toMatchObject({ total: 30 });
      expect(all.totalKind).toBeUndefined();
      const some = await page({ filters: { label: 'event 1' } }); // event 1, 10..19
      expect(some.total).toBe(11);
      expect(some.totalKind).toBeUndefined();
      expect((await page({ startIndex: 41, endIndex: 60 })).rows).toEqual([]);
    });

    it("answers the planner's estimate, marked as such, for an unfiltered list larger than the cap", async () => {
      await seed(COUNT_CAP + 2_000);
      await db.exec('ANALYZE test_event');
      const all = await page({});
      expect(all.totalKind).toBe('estimate');
      expect(all.total).toBeGreaterThan(COUNT_CAP);
      expect(Math.abs(all.total - (COUNT_CAP + 2_000))).toBeLessThan((COUNT_CAP + 2_000) * 0.2);
      expect(all.rows).toHaveLength(20);
    });

    it('caps the count of a filtered list at COUNT_CAP and says there are more', async () => {
      await seed(COUNT_CAP + 2_000);
      await db.exec('ANALYZE test_event');
      const many = await page({ filters: { label: 'event' } });
      expect(many).toMatchObject({ total: COUNT_CAP, totalKind: 'atLeast' });
      const few = await page({ filters: { label: 'event 1000' } }); // event 1000, 10000..10009
      expect(few.total).toBe(11);
      expect(few.totalKind).toBeUndefined();
    });

    it('counts an export exactly on its first chunk only', async () => {
      await seed(COUNT_CAP + 2_000);
      await db.exec('ANALYZE test_event');
      const first = await page({ startIndex: 1, endIndex: 5_000 }, 'export');
      expect(first.total).toBe(COUNT_CAP + 2_000);
      expect(first.totalKind).toBeUndefined();
      const second = await page({ startIndex: 5_001, endIndex: 10_000, after: first.next }, 'export');
      expect(second).toMatchObject({ total: 10_000, totalKind: 'atLeast' });
      expect(second.rows[0].id).not.toBe(first.rows.at(-1)!.id);
    });
  });

  describe('keyset paging', () => {
    const walk = async (datas: Record<string, unknown>, size: number, between?: (n: number) => Promise<unknown>) => {
      const seen: number[] = [];
      let after: string | undefined;
      for (let n = 0; n < 1_000; n += 1) {
        const result = await page({ ...datas, startIndex: n * size + 1, endIndex: (n + 1) * size, ...(after ? { after } : {}) });
        seen.push(...result.rows.map((r) => r.id));
        if (!result.next) return seen;
        after = result.next;
        await between?.(n);
      }
      throw new Error('did not end');
    };

    it('returns every row exactly once, newest first, while writers insert rows concurrently', async () => {
      await seed(500);
      const before = await db.query<{ id: number }>('SELECT id FROM test_event ORDER BY at DESC, id DESC');
      // Three writers insert rows while the user pages, each on its own (on PostgreSQL, its own
      // connection of the pool, so inserts run during a page's read): newer rows (before the
      // cursor) and older ones (after it). The pager only waits, between pages, for at least one
      // insert since the previous page, so that every page is read among new rows.
      let inserted = 0;
      let paging = true;
      const writers = [1, 2, 3].map(async (writer) => {
        for (let n = 0; paging; n += 1) {
          await db.query(
            `INSERT INTO test_event (at, label) VALUES (now(), 'new ' || $1::text),
               (timestamptz '2020-01-01' + $2::int * interval '1 second', 'old ' || $1::text)`, [`${writer}-${n}`, n * 3 + writer]);
          inserted += 1;
        }
      });
      let seenInserted = 0;
      const awaitInsert = async () => {
        while (inserted === seenInserted) await new Promise((resolve) => setImmediate(resolve));
        seenInserted = inserted;
      };
      const seen = await walk({}, 37, awaitInsert).finally(() => { paging = false; });
      await Promise.all(writers);
      expect(inserted).toBeGreaterThan(500 / 37);
      expect(new Set(seen).size).toBe(seen.length);
      const original = before.map((r) => r.id);
      expect(seen.filter((id) => original.includes(id))).toEqual(original);
      // Whatever was inserted, what was read is in the list's order: no row read twice or out of
      // turn (new rows only on the first pages, before the cursor moved past them; old rows behind
      // the cursor at the end).
      const rank = new Map((await db.query<{ id: number }>('SELECT id FROM test_event ORDER BY at DESC, id DESC')).map((r, n) => [r.id, n]));
      const ranks = seen.map((id) => rank.get(id)!);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    });

    it('pages by keyset in both directions of a sortable NOT NULL column, ties broken by id', async () => {
      await seed(95);
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { field: 'label', direction };
        const expected = await db.query<{ id: number }>(`SELECT id FROM test_event ORDER BY label ${direction}, id ${direction}`);
        expect(await walk({ sort }, 20)).toEqual(expected.map((r) => r.id));
      }
      const byId = await db.query<{ id: number }>('SELECT id FROM test_event ORDER BY id ASC');
      expect(await walk({ sort: { field: 'id', direction: 'asc' } }, 30)).toEqual(byId.map((r) => r.id));
    });

    it('gives no cursor for a nullable column (offset paging), and ignores a cursor of another sort', async () => {
      await seed(50);
      expect((await page({ sort: { field: 'note', direction: 'asc' } })).next).toBeUndefined();
      const byAt = await page({});
      expect(byAt.next).toEqual(expect.any(String));
      const byLabel = await page({ startIndex: 21, endIndex: 40, sort: { field: 'label', direction: 'asc' }, after: byAt.next });
      const expected = await db.query<{ id: number }>('SELECT id FROM test_event ORDER BY label, id OFFSET 20 LIMIT 20');
      expect(byLabel.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    });

    it('refuses a malformed cursor, or one whose key the column cannot take, as invalid input', async () => {
      await seed(5);
      expect(statusOf(await call('list', { startIndex: 1, endIndex: 20, after: 'not a cursor' }))).toBe(400);
      const wrongKey = Buffer.from(JSON.stringify(['at:desc', 'yesterday-ish', 3])).toString('base64url');
      expect(statusOf(await call('list', { startIndex: 1, endIndex: 20, after: wrongKey }))).toBe(400);
    });
  });

  it('serves a contains filter on the audit trail by its trigram index', async () => {
    let plan = '';
    // Rows, statistics and (without the btree on actor) the plan only: the transaction is rolled back.
    await expect(db.transaction(async (tx) => {
      await tx.exec(`INSERT INTO audit_log (at, actor, action) SELECT now(), 'user' || g, 'test.event' FROM generate_series(1, 5000) AS g;
        ANALYZE audit_log; SET LOCAL enable_seqscan = off; DROP INDEX audit_log_actor`);
      const rows = await tx.query<Record<string, unknown>>(
        `EXPLAIN SELECT count(*) FROM audit_log t WHERE (t."actor")::text ILIKE $1 ESCAPE '\\'`, ['%user12%']);
      plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(plan).toContain('audit_log_actor_trgm');
  });
});
