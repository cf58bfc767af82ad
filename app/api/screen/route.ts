// Declared screens' reads and writes: { path, action, payload } checked against the user's menu
// (page and button) and the declaration's schemas, then forwarded to the backend.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { clientAddress } from '@/lib/bff/client-address';
import { endSession } from '@/lib/bff/end-session';
import { errors, fail, failFromAshx, ok } from '@/lib/bff/http';
import { withSignedInUser } from '@/lib/bff/route-guard';
import { callScreen, checkScreenAccess } from '@/lib/bff/screen-route';
import { forgetAllMenus, MENU_ENTITIES } from '@/lib/bff/user-menu';
import { actionPayloadSchema, fieldErrors } from '@/lib/screens/payloads';
import { screenAt } from '@/lib/screens/registry';

const call = z.object({ path: z.string().startsWith('/').max(200), action: z.string().max(60), payload: z.record(z.string(), z.unknown()).default({}) });
const optionsPayload = z.object({ field: z.string().max(60) }).strict();

export async function POST(request: NextRequest) {
  return withSignedInUser(request, async ({ session, config }) => {
    const body = call.safeParse(await request.json().catch(() => null));
    if (!body.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput' });
    const { path, action, payload } = body.data;
    const address = clientAddress(request.headers);
    // Options of a lot picker or a ref select only need the page itself.
    const lookup = action === 'lots' || action === 'options';
    const access = await checkScreenAccess(session, config, path, lookup ? 'list' : action);
    if (!access.ok) return access.response;
    const { screen, op } = access.access;

    let forwarded: Record<string, unknown>;
    let entity = screen.entity;
    let getListAction = action;
    if (action === 'lots') {
      forwarded = {};
      entity = 'lots';
      getListAction = 'options';
    } else if (action === 'options') {
      const parsed = optionsPayload.safeParse(payload);
      if (!parsed.success || !screenAt(path)?.fields.some((f) => f.name === parsed.data.field && f.ref)) return errors.notFound();
      forwarded = parsed.data;
    } else {
      const parsed = actionPayloadSchema(screen, op).safeParse(payload);
      if (!parsed.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput', fields: fieldErrors(parsed.error) });
      forwarded = parsed.data;
    }
    const { result } = await callScreen(session, config, entity, getListAction, path, forwarded, address);
    if (result.ok && action !== 'list' && !lookup && MENU_ENTITIES.test(entity)) forgetAllMenus();
    if (result.ok) return ok(result.data);
    if (result.error.kind === 'session') await endSession(session, config);
    return failFromAshx(result.error, result.data);
  });
}
