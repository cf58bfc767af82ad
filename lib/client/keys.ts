// One key per press of a command, kept when the request is retried: the backend (and a device)
// carry a key out once, so a lost answer never books or acts twice.
export function newRequestKey(): string {
  return `web-${crypto.randomUUID()}`;
}
