// The cross-window sign-in message (SSO): accepted only from an allowlisted origin, from the
// window that embeds or opened the console, and only in this exact shape.
export const SSO_MESSAGE_TYPE = 'catc-sso-ticket';
export const SSO_READY_TYPE = 'catc-sso-ready';

export interface SsoMessageEvent { origin: string; data: unknown; source: unknown }

export function ssoTicketFrom(event: SsoMessageEvent, allowedOrigins: string[], trustedSources: unknown[]): string | null {
  if (!allowedOrigins.includes(event.origin)) return null;
  if (!trustedSources.includes(event.source)) return null;
  const data = event.data as { type?: unknown; ticket?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== SSO_MESSAGE_TYPE) return null;
  return typeof data.ticket === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(data.ticket) ? data.ticket : null;
}
