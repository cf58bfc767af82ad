// Entry point: `npx tsx backend/main.ts` (or `npm run backend`). Reads the environment (see
// config.ts and docs/backend.md), opens the database, migrates and seeds it, and listens.
// On SIGINT/SIGTERM it stops listening, closes the database and exits 0.
import fs from 'node:fs';
import path from 'node:path';
import { describeDatabaseUrl, readConfig } from './config';
import { openPglite, openPostgres, type Db } from './db';
import { acquireDataDirLock, LockHeldError, type DataDirLock } from './db/lock';
import { DeviceStartError } from './areas/devices/service';
import { createBackend, type Backend } from './server';
import { smtpSecretsFrom } from './mail';
import { trustChannelAuthority } from './channels/tls-post';
import type { DemoSummary } from './demo/seed-demo';
import { DEMO_CHANNELS_FILE, DemoChannelsStartError, demoChannelsIn } from './demo/channels';
import { STAFF_ROLES } from './demo/staff-roles';

function refuse(message: string): never {
  console.error(`Backend not started: ${message}`);
  process.exit(1);
}

function printInitialAdmin(login: string, password: string): void {
  const line = '='.repeat(72);
  console.log([
    line,
    `  Initial administrator: ${login} / ${password} — shown only once`,
    '  Sign in with it and keep it somewhere safe: only its hash is stored.',
    '  To choose the password yourself, set ADMIN_PASSWORD and restart.',
    line,
  ].join('\n'));
}

/** Which demo user does what; with each one's generated password when it was made now (shown once). */
function printDemoUsers(generated: { login: string; password: string }[]): void {
  const line = '='.repeat(72);
  const passwordOf = new Map(generated.map((u) => [u.login, u.password]));
  const width = Math.max(...STAFF_ROLES.map((r) => r.user.login.length));
  console.log([
    line,
    generated.length ? '  Demo users, their passwords shown only once (only their hashes are stored):' : '  Demo users (password from DEMO_PASSWORD):',
    ...STAFF_ROLES.map(({ user, job }) => {
      const password = passwordOf.get(user.login);
      return `  ${user.login.padEnd(width)}${password ? ` / ${password}` : ''}  ${job}`;
    }),
    ...(generated.length ? ['  Set DEMO_PASSWORD to give them all one password at the next start.'] : []),
    '  Their role groups and what each may do: docs/demo.md.',
    line,
  ].join('\n'));
}

function printDemo(summary: DemoSummary): void {
  console.log(`Demo operator added: ${summary.lots} lots, ${summary.berths} berths, ${summary.devices} devices, ` +
    `${summary.visits} visits and ${summary.payments} payments over the last week (${(summary.ms / 1000).toFixed(1)} s). ` +
    'DEMO_SEED=0 on an empty data directory starts without it (docs/demo.md).');
}

async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<{ db: Db; lock?: DataDirLock; description: string }> {
  if (config.databaseUrl) {
    const description = `PostgreSQL ${describeDatabaseUrl(config.databaseUrl)}`;
    try {
      return { db: await openPostgres(config.databaseUrl), description };
    } catch (error) {
      refuse(`cannot connect to ${description}: ${(error as Error).message}`);
    }
  }
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof LockHeldError) refuse(error.message);
    throw error;
  }
  const dir = path.join(config.dataDir, 'pglite');
  const existed = fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
  try {
    return { db: await openPglite({ dataDir: dir }), lock, description: `PGlite in ${dir}` };
  } catch (error) {
    lock.release();
    if (existed) {
      refuse(`The embedded database in ${dir} is damaged, probably by an interrupted first start. ` +
        `Move it away or delete it to start afresh. (${(error as Error).message})`);
    }
    refuse(`could not create the embedded database in ${dir}: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  const result = readConfig(process.env);
  if (!result.ok) {
    for (const problem of result.problems) console.error(`Backend not started: ${problem}`);
    process.exit(1);
  }
  const { config, warnings } = result;
  for (const warning of warnings) console.warn(`Warning: ${warning}`);

  const { db, lock, description } = await openDatabase(config);
  let backend: Backend | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Stopping (${signal})...`);
    try {
      await backend?.close();
      await db.close();
    } finally {
      lock?.release();
    }
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // CHANNEL_CA_FILE: authorities a payment channel's server certificate may be issued by besides
  // the public ones (the simulated WeChat server's, npm run simulate:channels).
  if (process.env.CHANNEL_CA_FILE) trustChannelAuthority(fs.readFileSync(process.env.CHANNEL_CA_FILE, 'utf8'));

  try {
    backend = await createBackend({
      db,
      secret: config.secret,
      adminUser: config.adminUser,
      adminPassword: config.adminPassword,
      demoPassword: config.demoPassword,
      demoUsers: config.demo !== 'off',
      demoEstate: config.demo === 'full',
      demoLots: config.demoLots,
      ...(config.driverPageUrl ? { demoDriverPageUrl: config.driverPageUrl } : {}),
      ...(config.demoChannels ? { demoChannels: demoChannelsIn(config.dataDir, { alipay: config.demoChannels.alipayPort, wechat: config.demoChannels.wechatPort, invoice: config.demoChannels.invoicePort }) } : {}),
      tokenLifetimeMs: config.tokenLifetimeMs,
      ssoEnabled: config.ssoEnabled,
      trustedConsoles: config.trustedConsoles,
      ...(config.sms ? { sms: config.sms } : {}),
      mail: { secrets: smtpSecretsFrom(process.env) },
      devices: config.devices ? { ...config.devices, simulator: config.devices.simulator ?? undefined } : undefined,
    });
  } catch (error) {
    if (error instanceof DeviceStartError || error instanceof DemoChannelsStartError) console.error(`Backend not started: ${error.message}`);
    else console.error('Backend not started: preparing the database failed:', error);
    await db.close().catch(() => undefined);
    lock?.release();
    process.exit(1);
  }
  console.log(`Database: ${description}`);
  for (const name of backend.migrationsApplied) console.log(`Applied migration ${name}`);
  if (backend.seed.generatedAdminPassword) printInitialAdmin(config.adminUser, backend.seed.generatedAdminPassword);
  if (backend.seed.adminPasswordUpdated) console.log(`The password of ${config.adminUser} was set from ADMIN_PASSWORD.`);
  if (backend.seed.generatedDemoPasswords.length || config.demoPassword) printDemoUsers(backend.seed.generatedDemoPasswords);
  if (backend.demo?.outcome === 'seeded') printDemo(backend.demo.summary!);
  if (backend.demo?.outcome === 'notEmpty') console.log('Demo operator not added: the database already has an estate.');

  if (backend.demoChannels) {
    const { alipay, wechat } = backend.demoChannels.channels.accounts;
    console.log(`Demo payment channels (simulated): Alipay ${alipay.gatewayUrl}, WeChat Pay ${wechat.gatewayUrl}; ` +
      `their merchant account in ${path.join(config.dataDir, DEMO_CHANNELS_FILE)} (docs/demo.md).`);
  }
  if (backend.devices) console.log(`Devices: MQTT broker ${backend.devices.brokerUrl}${backend.simulator ? `, simulator on (${backend.simulator.stats().devices} devices)` : ''}`);
  try {
    const address = await backend.listen(config.port, config.host);
    console.log(`Backend listening on ${address.url}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE'
      ? `Backend not started: port ${config.port} on ${config.host} is in use. Set BACKEND_PORT to another port.`
      : `Backend not started: cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await db.close().catch(() => undefined);
    lock?.release();
    process.exit(1);
  }
}

main().catch((error) => {
  console.error('Backend stopped on an unexpected error:', error);
  process.exit(1);
});
