// How a stored secret is shown: never the secret, only enough to tell two apart (its last four
// characters once PEM armour and whitespace are gone), or that none is set.
export const MASK = '********';

export function maskSecret(secret: string | null | undefined): string {
  if (!secret) return '';
  const body = secret.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  return body.length <= 8 ? MASK : `${MASK}${body.slice(-4)}`;
}
