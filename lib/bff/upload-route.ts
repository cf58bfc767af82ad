import 'server-only';
// POST /api/upload/<operation>: a file streamed to the backend for a page operation declared with
// `upload` (lib/pages/types.ts). The same checks as any forwarded operation (a live session, the
// page and button granted by the user's menu, the input checked strictly: here it comes in the
// query), then the body is passed on as a stream, bounded (Content-Length first, then counted as
// it flows), to HandlersCatc/CatcPage, where the backend checks the grant again and imports.
import type { NextRequest } from 'next/server';
import { canOpenPage, canPressButton } from '../menu/permissions';
import { findPageOperation } from '../pages/registry';
import { PAGE_HANDLER } from '../pages/types';
import { callWithSession } from './backend-call';
import { clientAddress } from './client-address';
import { endSession } from './end-session';
import { errors, fail, failFromAshx, ok } from './http';
import { withSignedInUser } from './route-guard';
import { boundedStream } from './upload-stream';
import { getUserMenu } from './user-menu';

export async function uploadToPageOperation(request: NextRequest, name: string): Promise<Response> {
  return withSignedInUser(request, async ({ session, config }) => {
    const found = findPageOperation(name);
    if (!found?.op.upload) return errors.notFound();
    const menu = await getUserMenu(session, config);
    if (!menu.ok) {
      if (!menu.session) return fail(502, { kind: 'network', messageKey: 'network' });
      await endSession(session, config);
      return errors.session();
    }
    const page = found.page.path;
    if (!canOpenPage(menu.menu, page) || (found.op.button && !canPressButton(menu.menu, page, found.op.button))) return errors.forbidden();
    const parsed = found.op.input.strict().safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!parsed.success) {
      return fail(400, { kind: 'validation', messageKey: 'invalidInput', detail: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
    }
    const { maxBytes } = found.op.upload;
    if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return errors.tooLarge();
    if (!request.body) return fail(400, { kind: 'validation', messageKey: 'invalidInput', detail: 'body' });
    const body = boundedStream(request.body, maxBytes);
    const { result } = await callWithSession(session, config, {
      handler: PAGE_HANDLER, payload: { ...parsed.data, GetList: name }, clientAddress: clientAddress(request.headers), upload: body.stream,
    });
    if (body.exceeded()) return errors.tooLarge();
    if (result.ok) return ok(result.data);
    if (result.error.kind === 'session') await endSession(session, config);
    return failFromAshx(result.error);
  }, 'file');
}
