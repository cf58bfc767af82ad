// Secrets for a local run: taken from the environment, else generated once into
// data/secrets.json (mode 600) so that restarts keep sessions and signatures valid.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  let stored = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    SESSION_SECRET: process.env.SESSION_SECRET || stored.SESSION_SECRET || randomBytes(32).toString('base64url'),
    ASHX_SIGNING_SECRET: process.env.ASHX_SIGNING_SECRET || stored.ASHX_SIGNING_SECRET || randomBytes(24).toString('base64url'),
  };
  if (secrets.SESSION_SECRET !== stored.SESSION_SECRET || secrets.ASHX_SIGNING_SECRET !== stored.ASHX_SIGNING_SECRET) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
