import 'server-only';
// Ending a session on sign-out or timeout: customer-service users (hostId present) are switched
// out with GetList=XSwitchOut, others' tokens revoked; a failure there is only logged (spec 8).
import type { AppConfig } from '../config/app-config';
import type { Session } from '../session/session';
import { callWithSession } from './backend-call';
import { forgetUserMenu } from './user-menu';

export async function endSession(session: Session, config: AppConfig): Promise<void> {
  if (session.userId && session.accessToken) {
    const getList = session.userInfo?.hostId ? 'XSwitchOut' : 'Logout';
    try {
      const { result } = await callWithSession(session, config, { handler: 'Login', payload: { GetList: getList } }, false);
      if (!result.ok) console.warn(`${getList} failed: ${result.error.kind} ${result.error.statusCode ?? ''}`);
    } catch (error) {
      console.warn(`${getList} failed`, error);
    }
  }
  forgetUserMenu(session.userId);
  session.destroy();
}
