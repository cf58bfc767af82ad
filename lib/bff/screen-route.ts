import 'server-only';
// The common part of the /api/screen routes: the signed-in user's menu grants the screen's page
// and the action's button, then the call goes to the backend's generic handler.
import type { AppConfig } from '../config/app-config';
import type { Session } from '../session/session';
import { SCREEN_COMPRESS, SCREEN_HANDLER, getListOf } from '../screens/operations';
import { callWithSession } from './backend-call';
import { endSession } from './end-session';
import { errors, fail } from './http';
import { screenAccess, type ScreenAccess } from './screen-access';
import { getUserMenu } from './user-menu';

/** A screen's 'lots' lookup is the lots' own options, read as the screen's page. */
export const LOTS_LOOKUP = { entity: 'lots', action: 'options' } as const;

export async function checkScreenAccess(
  session: Session, config: AppConfig, path: string, action: string,
): Promise<{ ok: true; access: Extract<ScreenAccess, { ok: true }> } | { ok: false; response: Response }> {
  const menu = await getUserMenu(session, config);
  if (!menu.ok) {
    if (!menu.session) return { ok: false, response: fail(502, { kind: 'network', messageKey: 'network' }) };
    await endSession(session, config);
    return { ok: false, response: errors.session() };
  }
  const access = screenAccess(menu.menu, path, action);
  if (!access.ok) return { ok: false, response: access.reason === 'notFound' ? errors.notFound() : errors.forbidden() };
  return { ok: true, access };
}

/** One CatcCom call for a screen: GetList '<entity>.<action>', the page in datas. */
export function callScreen<T>(
  session: Session, config: AppConfig, entity: string, action: string, page: string, payload: Record<string, unknown>,
  clientAddress?: string, renew = true,
) {
  return callWithSession<T>(session, config, {
    handler: SCREEN_HANDLER, compress: SCREEN_COMPRESS, clientAddress,
    payload: { ...payload, page, GetList: getListOf(entity, action) },
  }, renew);
}

/** Every import and export lands in the file operation log; a failure to log is only logged. */
export async function recordFileOperation(
  session: Session, config: AppConfig, page: string,
  entry: { action: 'import' | 'export'; fileName: string; rows: number; result: 'ok' | 'failed'; detail?: string },
) {
  const { result } = await callScreen(session, config, 'fileOperation', 'record', page, { ...entry, detail: entry.detail ?? '' }, undefined, false);
  if (!result.ok) console.warn(`file operation log: ${result.error.kind} ${result.error.statusCode ?? ''}`);
}
