// Whether a failed send is worth another attempt. RFC 5321: a 4yz reply is transient, a 5yz
// reply permanent (but 503, bad sequence of commands: a session in the wrong state, not a
// refusal of the message). Without a reply: a connection that failed (refused, cut, timed out,
// no DNS, a TLS handshake) is transient; a message the client itself cannot send (an address
// that is not one, credentials missing or refused) is permanent: the same attempt fails again
// until a person changes something. Anything else is taken as transient: it is tried again and
// parked after the last attempt anyway.

export type SmtpFailureKind = 'transient' | 'permanent';

/** The fields of a Nodemailer error that say what went wrong (each may be missing). */
export interface SmtpErrorFields { code?: unknown; responseCode?: unknown }

/** Errors without an SMTP reply that no retry cures (Nodemailer's codes). */
const PERMANENT_CODES: ReadonlySet<string> = new Set(['EENVELOPE', 'EAUTH', 'ENOAUTH', 'ECONFIG', 'EREQUIRETLS']);
/** A session in the wrong state: the message itself was not refused. */
const BAD_SEQUENCE = 503;

export function classifySmtpFailure(error: SmtpErrorFields): SmtpFailureKind {
  const reply = typeof error.responseCode === 'number' ? error.responseCode : null;
  if (reply !== null && reply >= 400 && reply < 600) return reply >= 500 && reply !== BAD_SEQUENCE ? 'permanent' : 'transient';
  return typeof error.code === 'string' && PERMANENT_CODES.has(error.code) ? 'permanent' : 'transient';
}
