// Login.ashx: sign-in, token renewal, sign-out, and single sign-on.
import { z } from 'zod';
import { audit } from '../auth/audit';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import {
  accountKey, clearAccountFailures, findSignInLock, minutesLeft, recordSignInFailure,
} from '../auth/throttle';
import { recogniseDevice, recordDeviceFailure, rememberDevice } from '../auth/known-devices';
import { issueToken, randomSecret, renewToken, revokeToken, sha256Hex } from '../auth/tokens';
import { operation, requireCaller, type RequestContext } from '../context';
import { isoAt, type Queryable } from '../db';
import { AshxFailure, STATUS, fail } from '../kernel/failures';
import { optionalText, requiredText } from '../../lib/pages/inputs';

/** An SSO ticket is valid this long, once. */
export const SSO_TICKET_TTL_SECONDS = 60;
const MAX_NAME = 100;
const MAX_PASSWORD = 256;
const MAX_DEVICE_ID = 200;
const MAX_TOKEN = 200;

/** What sign-in and SsoLogin answer. */
export interface SignInAnswer {
  accessToken: string;
  userId: string;
  userName: string;
  hostId: string;
  expiresInSeconds: number;
  /** Password sign-in: this browser's known-device token (auth/known-devices.ts), for the console's cookie. */
  deviceToken?: string;
}

interface UserRow { id: number; login_name: string; display_name: string; host_id: string | null; disabled: boolean; password_hash: string }
const USER_COLUMNS = 'id, login_name, display_name, host_id, disabled, password_hash';

async function startSession(db: Queryable, context: RequestContext, user: UserRow, deviceId: string): Promise<SignInAnswer> {
  const { token } = await issueToken(db, { userId: user.id, deviceId, now: context.now, lifetimeMs: context.settings.tokenLifetimeMs });
  return {
    accessToken: token,
    userId: user.login_name,
    userName: user.display_name,
    hostId: user.host_id ?? '',
    expiresInSeconds: Math.floor(context.settings.tokenLifetimeMs / 1000),
  };
}

export const signIn = operation({
  access: 'public',
  input: z.object({
    userId: requiredText(MAX_NAME),
    password: z.string().min(1).max(MAX_PASSWORD),
    deviceId: optionalText(MAX_DEVICE_ID),
    deviceToken: optionalText(MAX_TOKEN),
    /** The console asks for a known-device token for its cookie; other clients do not. */
    rememberDevice: z.boolean().optional(),
  }),
  async run(context, input) {
    const { db, now, address } = context;
    const account = accountKey(input.userId);
    const knownDevice = await recogniseDevice(db, account, input.deviceToken, now);
    const lock = await findSignInLock(db, account, address, now, knownDevice !== null);
    if (lock) {
      await audit(db, { at: now, actor: account, address, action: 'sign-in.throttled', detail: { scope: lock.scope } });
      throw new AshxFailure(
        STATUS.throttled, lock.scope === 'account' ? 'accountLocked' : 'addressLocked',
        { minutes: minutesLeft(lock.lockedUntil, now) }, { lockedUntil: isoAt(lock.lockedUntil) },
      );
    }
    const [user] = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users WHERE lower(login_name) = $1`, [account]);
    // Always one scrypt check, so an unknown account takes as long as a wrong password.
    const passwordOk = await verifyPassword(input.password, user?.password_hash ?? await dummyPasswordHash());
    if (!user || !passwordOk || user.disabled) {
      const reason = !user ? 'unknown-account' : !passwordOk ? 'wrong-password' : 'disabled';
      await db.transaction(async (tx) => {
        if (knownDevice !== null) await recordDeviceFailure(tx, knownDevice);
        await recordSignInFailure(tx, knownDevice === null ? account : '', address, now);
        await audit(tx, { at: now, actor: account, address, action: 'sign-in.failure', detail: { reason, knownDevice: knownDevice !== null } });
      });
      throw fail.badCredentials();
    }
    return db.transaction(async (tx) => {
      // From a known browser the account's lock (set by failures elsewhere) stays for everyone else.
      if (knownDevice === null) await clearAccountFailures(tx, account);
      const answer = await startSession(tx, context, user, input.deviceId);
      const deviceToken = input.rememberDevice ? await rememberDevice(tx, account, knownDevice, now) : undefined;
      await audit(tx, { at: now, actor: user.login_name, address, action: 'sign-in.success', detail: { deviceId: input.deviceId, knownDevice: knownDevice !== null } });
      return deviceToken ? { ...answer, deviceToken } : answer;
    });
  },
});

export const updateToken = operation({
  access: 'public',
  input: z.object({ accessToken: optionalText(MAX_TOKEN) }),
  async run(context, input) {
    const { db, now, address } = context;
    // datas.accessToken (spec 7); the Bearer token of the body when datas has none.
    const token = input.accessToken.replace(/^Bearer /, '') || context.request.accessToken;
    const renewed = await db.transaction((tx) => renewToken(tx, token, now, context.settings.tokenLifetimeMs));
    if (!renewed) {
      await audit(db, { at: now, actor: null, address, action: 'token.renewal-refused' });
      throw fail.token();
    }
    await audit(db, { at: now, actor: renewed.caller.loginName, address, action: 'token.renewed', detail: { from: renewed.caller.tokenId } });
    return { accessToken: renewed.token, expiresInSeconds: Math.floor(context.settings.tokenLifetimeMs / 1000) };
  },
});

/** Logout and XSwitchOut (customer-service logout on timeout): revoke the caller's token. */
export function signOut(via: 'Logout' | 'XSwitchOut') {
  return operation({
    access: 'signed-in',
    input: z.object({}),
    async run(context) {
      const caller = requireCaller(context);
      await revokeToken(context.db, caller.tokenId, context.now);
      await audit(context.db, { at: context.now, actor: caller.loginName, address: context.address, action: 'sign-out', detail: { via } });
      return {};
    },
  });
}

function requireSso(context: RequestContext): void {
  if (!context.settings.ssoEnabled) throw new AshxFailure(STATUS.forbidden, 'ssoDisabled');
}

export const ssoTicket = operation({
  access: 'server',
  input: z.object({ userId: requiredText(MAX_NAME) }),
  async run(context, input) {
    requireSso(context);
    const { db, now, address } = context;
    const [user] = await db.query<{ id: number; login_name: string }>(
      'SELECT id, login_name FROM users WHERE lower(login_name) = $1 AND NOT disabled', [accountKey(input.userId)]);
    if (!user) throw new AshxFailure(STATUS.badCredentials, 'ssoUserUnknown');
    const ticket = randomSecret();
    await db.query(
      'INSERT INTO sso_tickets (ticket_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [sha256Hex(ticket), user.id, isoAt(now), isoAt(now + SSO_TICKET_TTL_SECONDS * 1000)],
    );
    await audit(db, { at: now, actor: user.login_name, address, action: 'sso.ticket-issued' });
    return { ticket, expiresInSeconds: SSO_TICKET_TTL_SECONDS };
  },
});

export const ssoLogin = operation({
  access: 'public',
  input: z.object({ ticket: requiredText(MAX_TOKEN), deviceId: optionalText(MAX_DEVICE_ID) }),
  async run(context, input) {
    requireSso(context);
    const { db, now, address } = context;
    return db.transaction(async (tx) => {
      // Consuming is one conditional UPDATE: a ticket works once, even under concurrent use.
      const [used] = await tx.query<{ user_id: number }>(
        `UPDATE sso_tickets SET used_at = $2
         WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
        [sha256Hex(input.ticket), isoAt(now)],
      );
      const [user] = used
        ? await tx.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [used.user_id])
        : [];
      if (!user || user.disabled) {
        await audit(tx, { at: now, actor: user?.login_name ?? null, address, action: 'sso.sign-in-refused' });
        return null;
      }
      const answer = await startSession(tx, context, user, input.deviceId);
      await audit(tx, { at: now, actor: user.login_name, address, action: 'sso.sign-in', detail: { deviceId: input.deviceId } });
      return answer;
    }).then((answer) => {
      if (!answer) throw new AshxFailure(STATUS.badCredentials, 'ssoTicketInvalid');
      return answer;
    });
  },
});
