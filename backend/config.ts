// The backend's configuration from the environment, checked before anything starts.
import { isIP } from 'node:net';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH, TOKEN_RENEWAL_MS } from '../lib/spec-constants';
import { checkPassword } from '../lib/validation/password';
import enValidation from '../messages/en-US/validation.json';
import { deviceSecretFrom } from './areas/devices/credentials';
import type { SmsGatewayConfig } from './areas/charging/arrears/sms-sender';

export interface BackendConfig {
  host: string;
  port: number;
  /** Set: real PostgreSQL through pg. Unset: embedded PGlite in dataDir/pglite. */
  databaseUrl?: string;
  dataDir: string;
  secret: string;
  adminUser: string;
  adminPassword?: string;
  demoPassword?: string;
  /**
   * DEMO_SEED: 'full' (1) the demo users and, at the first start on an empty database, the demo
   * operator (backend/demo/); 'users' only the demo users; 'off' (0) neither. Default: full with the
   * embedded database, off with DATABASE_URL.
   */
  demo: DemoMode;
  /**
   * With the demo (DEMO_SEED 1): its simulated Alipay, WeChat Pay and 诺诺 invoicing platform on
   * 127.0.0.1, on SIM_ALIPAY_PORT, SIM_WECHAT_PORT and SIM_INVOICE_PORT (default the backend's port
   * + 2, + 3 and + 4; 0 with port 0).
   */
  demoChannels: { alipayPort: number; wechatPort: number; invoicePort: number } | null;
  /**
   * DRIVER_PAGE_URL: where phones reach the console's driver page (http(s)://host[:port]); the demo
   * writes it as the QR codes' address (docs/merchants.md). npm start sets it to this machine's
   * address on the local network.
   */
  driverPageUrl: string | null;
  /** DEMO_LOTS: names of lots to create (comma separated), for demos and browser tests before lots are managed. */
  demoLots: string[];
  tokenLifetimeMs: number;
  ssoEnabled: boolean;
  /** The device protocol (docs/devices.md); null when DEVICES=0. */
  devices: DeviceConfig | null;
  /** TRUSTED_CONSOLE_ADDRESSES: consoles on other machines whose X-Forwarded-For is believed (loopback always is). */
  trustedConsoles: string[];
  /** SMS_GATEWAY_URL, SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET: where arrears reminders are delivered; null: they stay queued. */
  sms: SmsGatewayConfig | null;
}

export type DemoMode = 'full' | 'users' | 'off';

export interface DeviceConfig {
  deviceSecret: string;
  mqttUrl?: string;
  mqttUsername?: string;
  mqttPassword?: string;
  brokerHost: string;
  brokerPort: number;
  /** The in-process simulator and its activity (events per device per minute), or null. */
  simulator: { activity: number } | null;
  /** DEMO_DEVICES: locks (with sensors, a node controller, a pay station and a gate) seeded in the first demo lot. */
  demoLocks: number;
}

export type ConfigResult =
  | { ok: true; config: BackendConfig; warnings: string[] }
  | { ok: false; problems: string[] };

export const DEFAULTS = { host: '127.0.0.1', port: 3100, dataDir: './data', adminUser: 'admin' } as const;
/** A signing secret shorter than this is accepted with a warning. */
const SHORT_SECRET = 16;

const POLICY_TEXT =
  `${enValidation.passwordFormat}: it needs upper case, lower case, a digit, a special character ` +
  `and at least ${PASSWORD_MIN_LENGTH} characters.`;

function flag(value: string | undefined, fallback: boolean): boolean | null {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  return null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const problems: string[] = [];
  const warnings: string[] = [];
  const value = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);

  const secret = value('ASHX_SIGNING_SECRET');
  if (!secret) {
    problems.push('ASHX_SIGNING_SECRET is not set. Set it to the secret shared with the console (the same value on both sides), for example: openssl rand -hex 32');
  } else if (secret.length < SHORT_SECRET) {
    warnings.push(`ASHX_SIGNING_SECRET is shorter than ${SHORT_SECRET} characters; use a long random value.`);
  }

  const portText = value('BACKEND_PORT') ?? String(DEFAULTS.port);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) problems.push(`BACKEND_PORT must be a port number (0-65535), not "${portText}".`);

  const lifetimeText = value('TOKEN_LIFETIME_MS') ?? String(TOKEN_RENEWAL_MS);
  const tokenLifetimeMs = Number(lifetimeText);
  if (!/^\d+$/.test(lifetimeText) || tokenLifetimeMs <= 0) problems.push(`TOKEN_LIFETIME_MS must be a positive number of milliseconds, not "${lifetimeText}".`);

  const ssoEnabled = flag(value('SSO_ENABLED'), true);
  if (ssoEnabled === null) problems.push('SSO_ENABLED must be 1 or 0.');
  const demoText = value('DEMO_SEED');
  const demoFlag = demoText?.toLowerCase() === 'users' ? 'users' : flag(demoText, !value('DATABASE_URL'));
  if (demoFlag === null) problems.push('DEMO_SEED must be 1, 0 or users.');
  const demo: DemoMode = demoFlag === 'users' ? 'users' : demoFlag ? 'full' : 'off';

  const adminUser = value('ADMIN_USER')?.trim() ?? DEFAULTS.adminUser;
  const adminPassword = value('ADMIN_PASSWORD');
  if (adminPassword !== undefined) {
    const check = checkPassword(adminPassword, { account: adminUser });
    if (!check.ok) problems.push(`ADMIN_PASSWORD is refused. ${POLICY_TEXT}`);
    else if (check.tooSimple) warnings.push(`ADMIN_PASSWORD is accepted but too simple (${check.reasons.join(', ')}); change it.`);
  }

  // Without DEMO_PASSWORD each demo user gets a generated password, shown once (like the admin's).
  const demoPassword = demo === 'off' ? undefined : value('DEMO_PASSWORD');
  if (demoPassword !== undefined && !checkPassword(demoPassword).ok) problems.push(`DEMO_PASSWORD is refused. ${POLICY_TEXT}`);

  const trustedConsoles = (value('TRUSTED_CONSOLE_ADDRESSES') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  for (const address of trustedConsoles) if (!isIP(address)) problems.push(`TRUSTED_CONSOLE_ADDRESSES must list IP addresses, not "${address}".`);

  const devices = readDeviceConfig(value, { port, host: value('BACKEND_HOST') ?? DEFAULTS.host, secret, embeddedDb: !value('DATABASE_URL') }, problems);

  const sms = readSmsConfig(value, problems);
  const simPort = (name: string, offset: number) => count(value(name), name, port ? port + offset : 0, problems);
  const demoChannels = demo === 'full' ? { alipayPort: simPort('SIM_ALIPAY_PORT', 2), wechatPort: simPort('SIM_WECHAT_PORT', 3), invoicePort: simPort('SIM_INVOICE_PORT', 4) } : null;
  for (const [name, taken] of Object.entries({ SIM_ALIPAY_PORT: demoChannels?.alipayPort, SIM_WECHAT_PORT: demoChannels?.wechatPort, SIM_INVOICE_PORT: demoChannels?.invoicePort })) {
    if (taken !== undefined && taken > 65_535) problems.push(`${name} must be a port number (0-65535), not "${taken}".`);
  }

  const driverPageUrl = value('DRIVER_PAGE_URL')?.trim().replace(/\/+$/, '') || null;
  if (driverPageUrl && !/^https?:\/\/[^/\s]+$/.test(driverPageUrl)) problems.push(`DRIVER_PAGE_URL must look like http://192.168.1.20:3000, not "${driverPageUrl}".`);

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    warnings,
    config: {
      host: value('BACKEND_HOST') ?? DEFAULTS.host,
      port,
      databaseUrl: value('DATABASE_URL'),
      dataDir: path.resolve(value('DATA_DIR') ?? DEFAULTS.dataDir),
      secret: secret!,
      adminUser,
      adminPassword,
      demoPassword,
      demo,
      demoChannels,
      driverPageUrl,
      demoLots: (value('DEMO_LOTS') ?? '').split(',').map((name) => name.trim()).filter(Boolean),
      tokenLifetimeMs,
      ssoEnabled: ssoEnabled!,
      devices,
      trustedConsoles,
      sms,
    },
  };
}

/** Non-negative integer setting, or a problem. */
function count(value: string | undefined, name: string, fallback: number, problems: string[]): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) problems.push(`${name} must be a whole number, not "${value}".`);
  return Number(value);
}

function readDeviceConfig(
  value: (name: string) => string | undefined, backend: { port: number; host: string; secret?: string; embeddedDb: boolean }, problems: string[],
): DeviceConfig | null {
  const enabled = flag(value('DEVICES'), true);
  if (enabled === null) problems.push('DEVICES must be 1 or 0.');
  if (!enabled) return null;
  const mqttUrl = value('MQTT_URL');
  if (mqttUrl && !/^mqtts?:\/\/[^/]+/.test(mqttUrl)) problems.push(`MQTT_URL must look like mqtt://host:1883, not "${mqttUrl}".`);
  const brokerPort = count(value('MQTT_PORT'), 'MQTT_PORT', backend.port ? backend.port + 1 : 0, problems);
  // The simulator plays the demo's devices by default when everything runs embedded.
  const simulatorOn = flag(value('SIMULATOR'), backend.embeddedDb && !mqttUrl);
  if (simulatorOn === null) problems.push('SIMULATOR must be 1 or 0.');
  const activityText = value('SIMULATOR_ACTIVITY') ?? '1';
  const activity = Number(activityText);
  if (!Number.isFinite(activity) || activity < 0 || activity > 60) problems.push(`SIMULATOR_ACTIVITY must be a number of events per device per minute between 0 and 60, not "${activityText}".`);
  return {
    deviceSecret: value('MQTT_DEVICE_SECRET') ?? deviceSecretFrom(backend.secret ?? ''),
    mqttUrl,
    mqttUsername: value('MQTT_USERNAME'),
    mqttPassword: value('MQTT_PASSWORD'),
    brokerHost: value('MQTT_HOST') ?? backend.host,
    brokerPort,
    simulator: simulatorOn ? { activity } : null,
    demoLocks: count(value('DEMO_DEVICES'), 'DEMO_DEVICES', 0, problems),
  };
}

/** A connection string without its password, for the log. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** The SMS gateway: all three settings or none (the secret stays in the environment, never in a table). */
function readSmsConfig(value: (name: string) => string | undefined, problems: string[]): SmsGatewayConfig | null {
  const [sendUrl, accessKeyId, accessKeySecret] = [value('SMS_GATEWAY_URL'), value('SMS_ACCESS_KEY_ID'), value('SMS_ACCESS_KEY_SECRET')];
  if (!sendUrl && !accessKeyId && !accessKeySecret) return null;
  if (!sendUrl || !accessKeyId || !accessKeySecret) {
    problems.push('SMS_GATEWAY_URL, SMS_ACCESS_KEY_ID and SMS_ACCESS_KEY_SECRET go together: set all three or none.');
    return null;
  }
  if (!/^https?:\/\//.test(sendUrl)) problems.push(`SMS_GATEWAY_URL must be an http(s) address, not "${sendUrl}".`);
  return { sendUrl, accessKeyId, accessKeySecret };
}
