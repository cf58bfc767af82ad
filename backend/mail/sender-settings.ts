// Who sends the mail: the enabled row of /SendEmailInfo (email_senders) and the SMTP password.
// The password is never in a table (lib/areas/settings/screens.ts says why): it comes from the
// environment of the process that sends (SMTP_PASSWORD), read once where the process is wired
// (smtpSecretsFrom) and handed down, never read here.
import type { Reader } from '../db';
import { AshxFailure, STATUS } from '../kernel/failures';

/** The refusal when no sender is enabled (messages/<lang>/backend-mail.json). */
export const MAIL_NOT_CONFIGURED = 'mailNotConfigured';

/** What the environment adds to the table's settings. */
export interface SmtpSecrets {
  /** SMTP_PASSWORD; null: the server is used without authentication. */
  password: string | null;
}

export interface SmtpSettings {
  senderId: number;
  host: string;
  port: number;
  /** The From address. */
  senderEmail: string;
  /** The SMTP login; null: no authentication. */
  userName: string | null;
  useTls: boolean;
  password: string | null;
}

/** No password: a server that takes mail without a login. */
export const NO_SMTP_SECRETS: SmtpSecrets = { password: null };

/** The variable that holds the SMTP password. */
export const SMTP_PASSWORD_VARIABLE = 'SMTP_PASSWORD';

/** The secrets as the environment gives them (an empty value counts as unset). */
export function smtpSecretsFrom(env: Readonly<Record<string, string | undefined>>): SmtpSecrets {
  return { password: env[SMTP_PASSWORD_VARIABLE] || null };
}

/** 400 'mailNotConfigured', in the request's language when it reaches one. */
export const mailNotConfigured = () => new AshxFailure(STATUS.invalid, MAIL_NOT_CONFIGURED);

export const isMailNotConfigured = (error: unknown) => error instanceof AshxFailure && error.code === MAIL_NOT_CONFIGURED;

interface SenderRow { id: number; host: string; port: number; sender_email: string; user_name: string | null; use_tls: boolean }

/** The enabled sender (status 1; of several, the lowest id), or null. */
export async function findEnabledSender(db: Reader): Promise<Omit<SmtpSettings, 'password'> | null> {
  const [row] = await db.query<SenderRow>(
    'SELECT id, host, port, sender_email, user_name, use_tls FROM email_senders WHERE status = 1 ORDER BY id LIMIT 1');
  if (!row) return null;
  return {
    senderId: Number(row.id),
    host: row.host.trim(),
    port: Number(row.port),
    senderEmail: row.sender_email.trim(),
    userName: row.user_name?.trim() || null,
    useTls: row.use_tls,
  };
}

/** The settings to send with; refuses 'mailNotConfigured' when no sender is enabled. */
export async function smtpSettings(db: Reader, secrets: SmtpSecrets): Promise<SmtpSettings> {
  const sender = await findEnabledSender(db);
  if (!sender) throw mailNotConfigured();
  return { ...sender, password: secrets.password };
}
