// Export of a declared screen's rows, on the server, streamed: the BFF pages through the
// backend's export operation and writes xlsx (normal sizes) or CSV (very large ones) as it goes.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { NextRequest } from 'next/server';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { clientAddress } from '@/lib/bff/client-address';
import { errors, fail, failFromAshx } from '@/lib/bff/http';
import { readJson } from '@/lib/bff/read-body';
import { withSignedInUser } from '@/lib/bff/route-guard';
import { callScreen, checkScreenAccess, recordFileOperation } from '@/lib/bff/screen-route';
import { BOM, csvLine } from '@/lib/files/csv';
import { exportColumns, exportFileName } from '@/lib/files/export-format';
import { loadMessages } from '@/lib/i18n/messages';
import { pickLanguage } from '@/lib/i18n/locale';
import { screenLabels } from '@/lib/screens/labels';
import { EXPORT_CHUNK_ROWS, exportQuerySchema } from '@/lib/screens/schema';
import { DEFAULT_LANGUAGE } from '@/lib/spec-constants';

const request = z.object({
  path: z.string().startsWith('/').max(200),
  sort: z.unknown().optional(),
  filters: z.record(z.string(), z.unknown()).default({}),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

// `next`: the keyset cursor of the chunk that follows (a backend without it is paged by offset).
type Rows = { rows: Record<string, unknown>[]; total: number; next?: string };
const CSV_BATCH_CHARS = 64 * 1024;
// Rows asked for at a time: two chunks are in memory (one written, the next one read), and by
// keyset a smaller chunk costs the backend nothing more (issue 13: memory during an export).
const CHUNK_ROWS = Math.min(EXPORT_CHUNK_ROWS, 1_000);

export async function POST(httpRequest: NextRequest) {
  return withSignedInUser(httpRequest, async ({ session, config }) => {
    const read = await readJson(httpRequest);
    if (!read.ok && read.reason === 'too-large') return errors.tooLarge();
    const body = request.safeParse(read.ok ? read.value : null);
    if (!body.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput' });
    const { path, format } = body.data;
    const access = await checkScreenAccess(session, config, path, 'export');
    if (!access.ok) return access.response;
    const { screen } = access.access;
    const query = exportQuerySchema(screen).safeParse({ startIndex: 1, endIndex: EXPORT_CHUNK_ROWS, sort: body.data.sort, filters: body.data.filters });
    if (!query.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput' });
    const address = clientAddress(httpRequest.headers);
    const chunk = (startIndex: number, after?: string) => callScreen<Rows>(session, config, screen.entity, 'export', path,
      { ...query.data, startIndex, endIndex: startIndex + CHUNK_ROWS - 1, ...(after ? { after } : {}) }, address, false);

    const first = await chunk(1);
    if (!first.result.ok) return failFromAshx(first.result.error, first.result.data);
    const { total } = first.result.data;
    const messages = loadMessages(pickLanguage(await getLocale()) ?? DEFAULT_LANGUAGE);
    const labels = screenLabels(messages, screen.entity);
    const list = (messages.list ?? {}) as Record<string, string>;
    const fileName = exportFileName(labels.title, format, new Date());
    if (total === 0) {
      await recordFileOperation(session, config, path, { action: 'export', fileName, rows: 0, result: 'failed', detail: 'noDataToExport' });
      return fail(404, { kind: 'business', messageKey: 'noDataToExport' });
    }
    const moneyHeader = (label: string) => (list.moneyHeader ?? '{label} (fen)').replace('{label}', label);
    const columns = exportColumns(screen, labels, [list.yes ?? 'Yes', list.no ?? 'No'], moneyHeader);

    // The next chunk is asked for before the current one is written out (the backend reads it
    // meanwhile), after the current chunk's last row when the backend gives a cursor. The first
    // chunk's total (one count) ends an offset-paged export.
    async function* rows() {
      let current = first.result.ok ? first.result.data : { rows: [], total: 0 };
      let start = 1;
      while (current.rows.length > 0) {
        start += CHUNK_ROWS;
        const more = current.rows.length === CHUNK_ROWS && (current.next !== undefined || start <= total);
        const pending = more ? chunk(start, current.next) : null;
        pending?.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
        for (const row of current.rows) yield columns.map((c) => c.cell(row));
        if (!pending) return;
        const next = await pending;
        if (!next.result.ok) throw new Error(`export chunk at ${start} failed: ${next.result.error.kind}`);
        current = next.result.data;
      }
    }

    const out = new PassThrough();
    (async () => {
      let written = 0;
      try {
        if (format === 'csv') {
          // Lines go out in batches of about 64 KB: one write per row costs more than the rows.
          let batch = BOM + csvLine(columns.map((c) => c.header));
          for await (const cells of rows()) {
            batch += csvLine(cells);
            written += 1;
            if (batch.length >= CSV_BATCH_CHARS) {
              if (!out.write(batch)) await new Promise((resolve) => out.once('drain', resolve));
              batch = '';
            }
          }
          out.end(batch);
        } else {
          const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
          const sheet = workbook.addWorksheet(labels.title.slice(0, 31));
          sheet.addRow(columns.map((c) => c.header)).commit();
          for await (const cells of rows()) {
            sheet.addRow(cells).commit();
            written += 1;
          }
          sheet.commit();
          await workbook.commit();
        }
        await recordFileOperation(session, config, path, { action: 'export', fileName, rows: written, result: 'ok' });
      } catch (error) {
        console.warn('export failed', error);
        out.destroy(error as Error);
        await recordFileOperation(session, config, path, { action: 'export', fileName, rows: written, result: 'failed', detail: String(error).slice(0, 200) });
      }
    })();

    return new Response(Readable.toWeb(out) as ReadableStream, {
      headers: {
        'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'x-export-rows': String(total),
        'x-file-name': encodeURIComponent(fileName),
        'cache-control': 'no-store',
      },
    });
  });
}
