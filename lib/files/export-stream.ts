// What an export does between the backend and the file (app/api/screen/export/route.ts): reads the
// rows chunk by chunk, the next chunk asked for before the current one is written, and writes
// them as xlsx or CSV into a stream. It calls nothing itself: the route gives the chunk reader.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BOM, csvLine } from './csv';
import type { ExportColumn } from './export-format';

type Row = Record<string, unknown>;
/** A chunk of the backend's export operation; `next`: the keyset cursor of the chunk that follows. */
export type ExportChunk = { rows: Row[]; total: number; next?: string };
/** Reads the chunk starting at row `startIndex` (1-based), after `after` when the backend gave a cursor. */
export type ReadChunk = (startIndex: number, after?: string) => Promise<ExportChunk>;

/**
 * Rows asked for at a time: two chunks are in memory (one written, the next one read), and by
 * keyset a smaller chunk costs the backend nothing more (issue 13: memory during an export).
 */
export const EXPORT_STREAM_CHUNK_ROWS = 1_000;
const CSV_BATCH_CHARS = 64 * 1024;

/** The backend's export query for the chunk starting at `startIndex`: the export's query, the range and the cursor. */
export function chunkQuery(query: Record<string, unknown>, startIndex: number, after?: string, chunkRows = EXPORT_STREAM_CHUNK_ROWS) {
  return { ...query, startIndex, endIndex: startIndex + chunkRows - 1, ...(after ? { after } : {}) };
}

/**
 * Every row of the export, in order. The next chunk is asked for before the current one is handed
 * out (the backend reads it meanwhile), after the current chunk's last row when the backend gives
 * a cursor; a backend without cursors is paged by offset, and the first chunk's total (the one
 * count) ends it.
 */
export async function* exportRows(first: ExportChunk, read: ReadChunk, chunkRows = EXPORT_STREAM_CHUNK_ROWS): AsyncGenerator<Row> {
  let current = first;
  let start = 1;
  while (current.rows.length > 0) {
    start += chunkRows;
    const more = current.rows.length === chunkRows && (current.next !== undefined || start <= first.total);
    const pending = more ? read(start, current.next) : null;
    pending?.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
    yield* current.rows;
    if (!pending) return;
    current = await pending;
  }
}

/** Writes the rows as a file into `out` (ended when done); `progress.rows` counts the rows written so far. */
export async function writeExport(
  out: Writable, format: 'xlsx' | 'csv', sheetTitle: string, columns: readonly ExportColumn[], rows: AsyncIterable<Row>,
  progress = { rows: 0 },
): Promise<void> {
  if (format === 'csv') {
    // Lines go out in batches of about 64 KB: one write per row costs more than the rows.
    let batch = BOM + csvLine(columns.map((c) => c.header));
    for await (const row of rows) {
      batch += csvLine(columns.map((c) => c.cell(row)));
      progress.rows += 1;
      if (batch.length >= CSV_BATCH_CHARS) {
        if (!out.write(batch)) await new Promise((resolve) => out.once('drain', resolve));
        batch = '';
      }
    }
    out.end(batch);
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetTitle.slice(0, 31));
  sheet.addRow(columns.map((c) => c.header)).commit();
  for await (const row of rows) {
    sheet.addRow(columns.map((c) => c.cell(row))).commit();
    progress.rows += 1;
  }
  sheet.commit();
  await workbook.commit();
}
