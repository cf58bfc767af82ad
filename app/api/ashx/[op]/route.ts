// The BFF's forwarding endpoint: an allowlisted operation, granted by the user's server-side
// menu, with a payload checked by its schema, is forwarded to the ASHX backend.
import type { NextRequest } from 'next/server';
import { callWithSession } from '@/lib/bff/backend-call';
import { clientAddress } from '@/lib/bff/client-address';
import { endSession } from '@/lib/bff/end-session';
import { errors, fail, failFromAshx, ok } from '@/lib/bff/http';
import { readJson } from '@/lib/bff/read-body';
import { postLawEnforcement } from '@/lib/bff/law-enforcement';
import { findOperation, operationGranted } from '@/lib/bff/operations';
import { withSignedInUser } from '@/lib/bff/route-guard';
import { getUserMenu } from '@/lib/bff/user-menu';

export async function POST(request: NextRequest, { params }: { params: Promise<{ op: string }> }) {
  const { op } = await params;
  return withSignedInUser(request, async ({ session, config }) => {
    const operation = findOperation(op);
    if (!operation) return errors.notFound();
    const menu = await getUserMenu(session, config);
    if (!menu.ok) {
      if (!menu.session) return fail(502, { kind: 'network', messageKey: 'network' });
      await endSession(session, config);
      return errors.session();
    }
    if (!operationGranted(menu.menu, operation)) return errors.forbidden();
    const read = await readJson(request);
    if (!read.ok && read.reason === 'too-large') return errors.tooLarge();
    const parsed = operation.payload.safeParse(read.ok ? read.value ?? {} : null);
    if (!parsed.success) {
      return fail(400, { kind: 'validation', messageKey: 'invalidInput', detail: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
    }
    const { result } = operation.lawEnforcementPath !== undefined
      ? { result: await postLawEnforcement(config.lawEnforcementUrl, operation.lawEnforcementPath, parsed.data) }
      : await callWithSession(session, config, {
        handler: operation.handler, payload: { ...parsed.data, GetList: operation.getList },
        clientAddress: clientAddress(request.headers),
      });
    if (result.ok) return ok(result.data);
    if (result.error.kind === 'session') await endSession(session, config);
    return failFromAshx(result.error);
  });
}
