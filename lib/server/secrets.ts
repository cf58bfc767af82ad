import 'server-only';
// Secrets of the console's server. They never leave it: not in a response, not in a bundle.

function required(name: string, minLength: number): string {
  const value = process.env[name] ?? '';
  if (value.length < minLength) {
    throw new Error(`${name} must be set to a random string of at least ${minLength} characters (npm start generates one in data/secrets.json)`);
  }
  return value;
}

export const sessionSecret = () => required('SESSION_SECRET', 32);
export const signingSecret = () => required('ASHX_SIGNING_SECRET', 16);
