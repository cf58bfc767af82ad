// Export of a declared screen's rows, on the server, streamed: the BFF pages through the
// backend's export operation and writes xlsx (normal sizes) or CSV (very large ones) as it goes.
import { PassThrough, Readable } from 'node:stream';
import type { NextRequest } from 'next/server';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { clientAddress } from '@/lib/bff/client-address';
import { errors, fail, failFromAshx } from '@/lib/bff/http';
import { readJson } from '@/lib/bff/read-body';
import { withSignedInUser } from '@/lib/bff/route-guard';
import { callScreen, checkScreenAccess, recordFileOperation } from '@/lib/bff/screen-route';
import { exportColumns, exportFileName } from '@/lib/files/export-format';
import { chunkQuery, exportRows, writeExport, type ExportChunk } from '@/lib/files/export-stream';
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
    const chunk = (startIndex: number, after?: string) => callScreen<ExportChunk>(session, config, screen.entity, 'export', path,
      chunkQuery(query.data, startIndex, after), address, false);

    const first = await chunk(1);
    if (!first.result.ok) return failFromAshx(first.result.error, first.result.data);
    const firstChunk = first.result.data;
    const { total } = firstChunk;
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

    const readChunk = async (startIndex: number, after?: string) => {
      const next = await chunk(startIndex, after);
      if (!next.result.ok) throw new Error(`export chunk at ${startIndex} failed: ${next.result.error.kind}`);
      return next.result.data;
    };
    const out = new PassThrough();
    (async () => {
      const progress = { rows: 0 };
      try {
        await writeExport(out, format, labels.title, columns, exportRows(firstChunk, readChunk), progress);
        await recordFileOperation(session, config, path, { action: 'export', fileName, rows: progress.rows, result: 'ok' });
      } catch (error) {
        console.warn('export failed', error);
        out.destroy(error as Error);
        await recordFileOperation(session, config, path, { action: 'export', fileName, rows: progress.rows, result: 'failed', detail: String(error).slice(0, 200) });
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
