// The browser's address, for the backend's per-address throttling. Behind TRUST_PROXY_HOPS
// reverse proxies, the entry that many places from the right of X-Forwarded-For is the client.
export function clientAddress(headers: Headers, trustedHops = Number(process.env.TRUST_PROXY_HOPS ?? 0)): string {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) return '';
  const index = Math.max(0, entries.length - 1 - (Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 0));
  return entries[index];
}
