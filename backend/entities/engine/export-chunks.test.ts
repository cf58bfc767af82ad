// The console's export (lib/files/export-stream.ts, what app/api/screen/export/route.ts runs) over
// the real backend and several chunks: chunks read by keyset after the first, the next chunk asked
// for before the current one is handed to the writer, one count for the whole export, and every
// row exactly once in the CSV and the xlsx file; a sort without a keyset pages by offset and the
// first chunk's total ends it.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { parseCsv } from '../../../lib/files/csv';
import { exportColumns } from '../../../lib/files/export-format';
import { chunkQuery, EXPORT_STREAM_CHUNK_ROWS, exportRows, writeExport, type ExportChunk } from '../../../lib/files/export-stream';
import { getListOf, SCREEN_COMPRESS, SCREEN_HANDLER } from '../../../lib/screens/operations';
import { EXPORT_CHUNK_ROWS, exportQuerySchema } from '../../../lib/screens/schema';
import type { Db } from '../../db';
import { ADMIN_PASSWORD, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { createEventTable, EVENT_STORE, EVENTS, EVENTS_PAGE as PAGE } from '../../test/event-screen';

jest.setTimeout(120_000);

const LABELS = { title: 'Events', fields: { at: 'Time', label: 'Label', note: 'Note' }, options: {}, actions: {} };
const COLUMNS = exportColumns(EVENTS, LABELS, ['Yes', 'No'], (label) => `${label} (fen)`);
/** Three full chunks and a part: the last chunk is short. */
const ROWS = 3 * EXPORT_STREAM_CHUNK_ROWS + 456;

describe.each(testDatabases())('an export through the console over several chunks ($name)', (database) => {
  let db: Db;
  let t: TestBackend;
  let token = '';
  let statements: string[] = [];
  /** What happened, in order: 'read <startIndex>' when a chunk is asked for, 'row' when a row is handed out. */
  let events: string[] = [];
  let answers: ExportChunk[] = [];
  let reads: { startIndex: number; after?: string }[] = [];

  // What the route does for a chunk (callScreen), signed in as the administrator.
  const readerFor = (sort?: { field: string; direction: 'asc' | 'desc' }) => {
    const query = exportQuerySchema(EVENTS).parse({ startIndex: 1, endIndex: EXPORT_CHUNK_ROWS, sort, filters: {} }) as Record<string, unknown>;
    return async (startIndex: number, after?: string): Promise<ExportChunk> => {
      events.push(`read ${startIndex}`);
      reads.push({ startIndex, ...(after ? { after } : {}) });
      const result = await t.call<ExportChunk>(SCREEN_HANDLER, { page: PAGE, ...chunkQuery(query, startIndex, after) },
        { token, getList: getListOf(EVENTS.entity, 'export'), compress: SCREEN_COMPRESS });
      if (!result.ok) throw new Error(JSON.stringify(result));
      answers.push(result.data);
      return result.data;
    };
  };
  /** The export's rows as the writer receives them, each noted in `events`. */
  async function* handedOut(rows: AsyncIterable<Record<string, unknown>>) {
    for await (const row of rows) {
      events.push('row');
      yield row;
    }
  }
  /** Consecutive 'row' events as 'rows <n>'. */
  const outline = () => events.reduce<string[]>((out, event) => {
    const last = out.at(-1);
    if (event === 'row' && last?.startsWith('rows ')) out[out.length - 1] = `rows ${Number(last.slice(5)) + 1}`;
    else out.push(event === 'row' ? 'rows 1' : event);
    return out;
  }, []);
  const expectedLabels = async (order: string) =>
    (await db.query<{ label: string }>(`SELECT label FROM test_event ORDER BY ${order}`)).map((r) => r.label);

  useTestBackend(database, { backend: { registry: { screens: [EVENTS], stores: [EVENT_STORE] } }, users: [], timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    await createEventTable(db);
    // One a minute, three sharing each minute (ties broken by id), every label unique.
    await db.query(`INSERT INTO test_event (at, label, note)
      SELECT timestamptz '2026-06-01 00:00:00+00' - ((g / 3) * interval '1 minute'), 'event ' || g, CASE WHEN g % 2 = 0 THEN 'even ' || g END
      FROM generate_series(1, $1::int) AS g`, [ROWS]);
    await db.exec('ANALYZE test_event');
    token = await t.signIn('admin', ADMIN_PASSWORD);
    const query = db.query.bind(db);
    db.query = ((sql: string, values?: unknown[]) => {
      if (sql.includes('test_event')) statements.push(sql);
      return query(sql, values as never);
    }) as typeof db.query;
  });
  beforeEach(() => { statements = []; events = []; answers = []; reads = []; });

  it('reads by keyset after the first chunk, each next chunk asked for before the current is handed out, counting once', async () => {
    const read = readerFor();
    const labels: string[] = [];
    for await (const row of handedOut(exportRows(await read(1), read))) labels.push(String(row.label));

    const starts = [0, 1, 2, 3].map((n) => n * EXPORT_STREAM_CHUNK_ROWS + 1);
    expect(outline()).toEqual([
      `read ${starts[0]}`, `read ${starts[1]}`, `rows ${EXPORT_STREAM_CHUNK_ROWS}`,
      `read ${starts[2]}`, `rows ${EXPORT_STREAM_CHUNK_ROWS}`,
      `read ${starts[3]}`, `rows ${EXPORT_STREAM_CHUNK_ROWS + 456}`,
    ]);
    // Each chunk after the first is read after the previous one's last row (its cursor), not by offset.
    expect(reads).toEqual(starts.map((startIndex, n) => (n === 0 ? { startIndex } : { startIndex, after: answers[n - 1].next })));
    expect(answers.slice(0, 3).every((answer) => typeof answer.next === 'string')).toBe(true);
    expect(answers[3].next).toBeUndefined();
    const pages = statements.filter((sql) => /\bLIMIT\b/.test(sql));
    expect(pages).toHaveLength(4);
    expect(pages.filter((sql) => /\bOFFSET\b/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /count\(\*\)/i.test(sql))).toHaveLength(1);
    expect(answers[0]).toMatchObject({ total: ROWS });

    expect(labels).toHaveLength(ROWS);
    expect(new Set(labels).size).toBe(ROWS);
    expect(labels).toEqual(await expectedLabels('at DESC, id DESC'));
  });

  it('writes every row exactly once, in order, to CSV and to xlsx', async () => {
    const expected = await expectedLabels('at DESC, id DESC');
    const labelColumn = COLUMNS.findIndex((c) => c.field === 'label');

    const read = readerFor();
    const csv = new PassThrough();
    const text = new Promise<string>((resolve) => { let all = ''; csv.on('data', (chunk) => { all += chunk; }); csv.on('end', () => resolve(all)); });
    const progress = { rows: 0 };
    await writeExport(csv, 'csv', LABELS.title, COLUMNS, exportRows(await read(1), read), progress);
    const lines = parseCsv(await text);
    expect(lines[0]).toEqual(['Time', 'Label', 'Note']);
    expect(lines.slice(1).map((cells) => cells[labelColumn])).toEqual(expected);
    expect(progress.rows).toBe(ROWS);

    const xlsx = new PassThrough();
    const bytes = new Promise<Buffer>((resolve) => { const parts: Buffer[] = []; xlsx.on('data', (chunk: Buffer) => parts.push(chunk)); xlsx.on('end', () => resolve(Buffer.concat(parts))); });
    await writeExport(xlsx, 'xlsx', LABELS.title, COLUMNS, exportRows(await read(1), read));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytes as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(ROWS + 1);
    const cells: string[] = [];
    sheet.eachRow((row, n) => { if (n > 1) cells.push(String(row.getCell(labelColumn + 1).value)); });
    expect(cells).toEqual(expected);
  });

  it('pages by offset under a sort without a keyset, the first chunk\'s total ending it', async () => {
    const read = readerFor({ field: 'note', direction: 'asc' });
    const labels: string[] = [];
    for await (const row of exportRows(await read(1), read)) labels.push(String(row.label));
    expect(reads).toEqual([0, 1, 2, 3].map((n) => ({ startIndex: n * EXPORT_STREAM_CHUNK_ROWS + 1 })));
    expect(answers.every((answer) => answer.next === undefined)).toBe(true);
    expect(statements.filter((sql) => /count\(\*\)/i.test(sql))).toHaveLength(1);
    expect(answers.map((answer) => (answer as { totalKind?: string }).totalKind)).toEqual([undefined, 'atLeast', 'atLeast', 'atLeast']);
    expect(labels).toEqual(await expectedLabels('note ASC NULLS LAST, id ASC'));
  });
});
