// Declared screens' reads and writes: { path, action, payload } checked against the user's menu
// (page and button) and the declaration's schemas, then forwarded to the backend. A row action
// that depends on the rows' state (or needs a second person) is refused here already, with the
// backend's own message, after reading the rows' states from the backend.
import type { NextRequest } from 'next/server';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { clientAddress } from '@/lib/bff/client-address';
import { endSession } from '@/lib/bff/end-session';
import { errors, fail, failFromAshx, ok } from '@/lib/bff/http';
import { readJson } from '@/lib/bff/read-body';
import { withSignedInUser } from '@/lib/bff/route-guard';
import { callScreen, checkScreenAccess, LOTS_LOOKUP } from '@/lib/bff/screen-route';
import { forgetAllMenus, MENU_ENTITIES } from '@/lib/bff/user-menu';
import { backendText } from '@/lib/i18n/backend-text';
import { pickLanguage } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { rowsRefusal } from '@/lib/screens/commands';
import { actionPayloadSchema, detailPayloadSchema, fieldErrors } from '@/lib/screens/payloads';
import { CALENDAR_ACTION, CALENDAR_ENTITY, holidayCalendarInput } from '@/lib/areas/rates/holiday-calendar';
import { FORM_TOOLS } from '@/lib/areas/rates/form-tool-names';
import { screenAt } from '@/lib/screens/registry';
import type { RowActionDecl } from '@/lib/screens/types';
import { DEFAULT_LANGUAGE } from '@/lib/spec-constants';

const call = z.object({ path: z.string().startsWith('/').max(200), action: z.string().max(60), payload: z.record(z.string(), z.unknown()).default({}) });
const optionsPayload = z.object({ field: z.string().max(60) }).strict();
/** The backend's answer for a row the caller may not see (messages/<lang>/backend.json). */
const ROW_NOT_FOUND = 'rowNotFound';
/** Actions that only read: the page alone grants them. */
const LOOKUPS = new Set(['lots', 'options', 'detail', CALENDAR_ACTION]);

/** The rows a command names: a row action's or a delete's ids, an update's id. */
function rowIdsOf(payload: Record<string, unknown>): number[] | null {
  if (Array.isArray(payload.ids)) return payload.ids as number[];
  return typeof payload.id === 'number' ? [payload.id] : null;
}

export async function POST(request: NextRequest) {
  return withSignedInUser(request, async ({ session, config }) => {
    const read = await readJson(request);
    if (!read.ok) return read.reason === 'too-large' ? errors.tooLarge() : fail(400, { kind: 'validation', messageKey: 'invalidInput' });
    const body = call.safeParse(read.value);
    if (!body.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput' });
    const { path, action, payload } = body.data;
    const address = clientAddress(request.headers);
    const lookup = LOOKUPS.has(action);
    const access = await checkScreenAccess(session, config, path, lookup ? 'list' : action);
    if (!access.ok) return access.response;
    const { screen, op } = access.access;

    let forwarded: Record<string, unknown>;
    let entity = screen.entity;
    let getListAction = action;
    if (action === 'lots') {
      forwarded = {};
      entity = LOTS_LOOKUP.entity;
      getListAction = LOTS_LOOKUP.action;
    } else if (action === 'options') {
      const parsed = optionsPayload.safeParse(payload);
      if (!parsed.success || !screenAt(path)?.fields.some((f) => f.name === parsed.data.field && f.ref)) return errors.notFound();
      forwarded = parsed.data;
    } else if (action === CALENDAR_ACTION) {
      if (screen.formTool !== FORM_TOOLS.tryRate) return errors.notFound();
      const parsed = holidayCalendarInput.safeParse(payload);
      if (!parsed.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput' });
      forwarded = parsed.data;
      entity = CALENDAR_ENTITY;
    } else if (action === 'detail') {
      const parsed = detailPayloadSchema.safeParse(payload);
      if (!screen.detail || !parsed.success) return errors.notFound();
      forwarded = parsed.data;
    } else {
      const parsed = actionPayloadSchema(screen, op).safeParse(payload);
      if (!parsed.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput', fields: fieldErrors(parsed.error) });
      forwarded = parsed.data;
      const ids = rowIdsOf(forwarded);
      if (ids && (op.rowAction?.when || op.rowAction?.approval || screen.merchantScoped)) {
        const refused = await refusalOf(op.rowAction, ids);
        if (refused) return refused;
      }
    }
    const { result } = await callScreen(session, config, entity, getListAction, path, forwarded, address);
    if (result.ok && action !== 'list' && !lookup && MENU_ENTITIES.test(entity)) forgetAllMenus();
    if (result.ok) return ok(result.data);
    if (result.error.kind === 'session') await endSession(session, config);
    return failFromAshx(result.error, result.data);

    /**
     * The rows as the backend has them now, for the caller: one he may not see (another merchant's,
     * on a merchant-scoped screen) is not found; the others judged by the declared rule.
     */
    async function refusalOf(rowAction: RowActionDecl | undefined, ids: number[]): Promise<Response | null> {
      const rows = await callScreen<{ rows: Record<string, unknown>[] }>(session, config, entity, 'rows', path, { ids }, address);
      if (!rows.result.ok) return null; // the backend judges (and answers) the command itself
      const messages = async () => loadMessages(pickLanguage(await getLocale()) ?? DEFAULT_LANGUAGE);
      if (rows.result.data.rows.length < new Set(ids).size) {
        return fail(404, { kind: 'business', messageKey: ROW_NOT_FOUND, detail: backendText(await messages(), ROW_NOT_FOUND) });
      }
      if (!rowAction) return null;
      const refused = rowsRefusal(rowAction, rows.result.data.rows, session.userId ?? '');
      if (!refused) return null;
      return fail(422, { kind: 'business', messageKey: refused.refusal, detail: backendText(await messages(), refused.refusal) });
    }
  });
}
