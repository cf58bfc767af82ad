// Import into a declared screen from xlsx or CSV: every row validated, all-or-nothing in one
// backend transaction, a per-row error report otherwise; logged in the file operation log.
import type { NextRequest } from 'next/server';
import { clientAddress } from '@/lib/bff/client-address';
import { fail, failFromAshx, ok } from '@/lib/bff/http';
import { readBytes } from '@/lib/bff/read-body';
import { withSignedInUser } from '@/lib/bff/route-guard';
import { callScreen, checkScreenAccess, recordFileOperation } from '@/lib/bff/screen-route';
import { readImportRows, type ImportChoices } from '@/lib/files/import-rows';
import { readTable } from '@/lib/files/read-table';
import { loadMessages } from '@/lib/i18n/messages';
import { screenLabels } from '@/lib/screens/labels';
import { LANGUAGES } from '@/lib/spec-constants';
import type { AppConfig } from '@/lib/config/app-config';
import { toOptions } from '@/lib/list/options';
import { formFields } from '@/lib/screens/schema';
import type { ScreenDecl } from '@/lib/screens/types';
import type { Session } from '@/lib/session/session';

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** The lots and ref options the user may pick, so that cells may name them as exports show them. */
async function importChoices(session: Session, config: AppConfig, screen: ScreenDecl, path: string): Promise<ImportChoices> {
  const choices: ImportChoices = {};
  for (const field of formFields(screen, 'create')) {
    if (field.type !== 'lot' && !field.ref) continue;
    const { result } = field.type === 'lot'
      ? await callScreen(session, config, 'lots', 'options', path, {})
      : await callScreen(session, config, screen.entity, 'options', path, { field: field.name });
    if (result.ok) choices[field.name] = toOptions(result.data);
  }
  return choices;
}

export async function POST(request: NextRequest) {
  return withSignedInUser(request, async ({ session, config }) => {
    const path = request.nextUrl.searchParams.get('path') ?? '';
    const fileName = decodeURIComponent(request.headers.get('x-file-name') ?? 'import').slice(0, 200);
    const access = await checkScreenAccess(session, config, path, 'import');
    if (!access.ok) return access.response;
    const { screen } = access.access;
    const refuse = async (messageKey: 'emptyImport' | 'importFailed' | 'allImportsFailed' | 'importTooLarge', rowErrors = [] as { row: number; field: string; messageKey: string }[]) => {
      await recordFileOperation(session, config, path, { action: 'import', fileName, rows: 0, result: 'failed', detail: `${messageKey} (${rowErrors.length} errors)` });
      return fail(400, { kind: 'validation', messageKey, rowErrors });
    };
    // Stops reading at the limit, with or without a Content-Length.
    const read = await readBytes(request, MAX_IMPORT_BYTES);
    if (!read.ok) return refuse('importTooLarge');
    const bytes = read.value;
    if (bytes.length === 0) return refuse('emptyImport');
    const table = await readTable(bytes);
    if (!table) return refuse('allImportsFailed');
    const reading = readImportRows(screen, table, LANGUAGES.map((l) => screenLabels(loadMessages(l), screen.entity)),
      await importChoices(session, config, screen, path));
    if (!reading.ok) return refuse(reading.messageKey, reading.rowErrors);

    const { result } = await callScreen<{ imported: number }>(session, config, screen.entity, 'import', path,
      { rows: reading.rows, fileName }, clientAddress(request.headers));
    if (!result.ok) {
      await recordFileOperation(session, config, path, { action: 'import', fileName, rows: 0, result: 'failed', detail: result.error.detail ?? result.error.kind });
      return failFromAshx(result.error, result.data);
    }
    await recordFileOperation(session, config, path, { action: 'import', fileName, rows: result.data.imported, result: 'ok' });
    return ok(result.data);
  }, 'file');
}
