// backend/main.ts as a real process: refusals with clear messages, a first start on an empty
// data directory (the initial administrator shown once), SIGTERM, and a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callAshx } from '../lib/ashx/client';
import { LOCK_FILE_NAME } from './db/lock';
import { STAFF_ROLES, type StaffRole } from './demo/staff-roles';
import { SECRET } from './test/harness';

// Real processes on a fresh data directory run every migration on PGlite: a minute or more on a busy machine.
jest.setTimeout(180_000);

const ROOT = path.join(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

interface Run { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> }

function startMain(env: Record<string, string>): Run {
  const child = spawn(TSX, [path.join(ROOT, 'backend', 'main.ts')], {
    cwd: ROOT,
    // Only what the test gives: no DATABASE_URL, ADMIN_PASSWORD... from the developer's shell.
    env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => { stdout += chunk; });
  child.stderr!.on('data', (chunk) => { stderr += chunk; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Whether the start-up banner has the user's line: login, the password when shown, what he does. */
const bannerLine = (run: Run, role: StaffRole, withPassword: boolean) => run.stdout().split('\n').some((line) =>
  line.startsWith(`  ${role.user.login} `) && line.includes(' / ') === withPassword && line.endsWith(`  ${role.job}`));

async function waitFor(run: Run, pattern: RegExp, timeoutMs = 120_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void run.exited.then(() => { exited = true; });
  for (;;) {
    const match = run.stdout().match(pattern);
    if (match) return match;
    if (exited || Date.now() > deadline) {
      throw new Error(`no ${pattern} in output.\nstdout:\n${run.stdout()}\nstderr:\n${run.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('backend/main.ts', () => {
  let dataDir: string;
  // No demo operator (it has a test of its own below): the first starts stay quick.
  const base = () => ({ ASHX_SIGNING_SECRET: SECRET, DATA_DIR: dataDir, BACKEND_PORT: '0', DEMO_SEED: '0' });

  beforeEach(() => { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catc-main-')); });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start without the signing secret, a weak ADMIN_PASSWORD or an unknown DEMO_SEED', async () => {
    const runs = [
      startMain({ DATA_DIR: dataDir }),
      startMain({ ...base(), ADMIN_PASSWORD: 'admin123' }),
      startMain({ ...base(), DEMO_SEED: 'maybe' }),
    ];
    expect(await Promise.all(runs.map((run) => run.exited))).toEqual([1, 1, 1]);
    expect(runs[0].stderr()).toMatch(/Backend not started: ASHX_SIGNING_SECRET is not set/);
    expect(runs[1].stderr()).toMatch(
      /ADMIN_PASSWORD is refused\. Incorrect password format: it needs upper case, lower case, a digit, a special character and at least 10 characters/);
    expect(runs[2].stderr()).toMatch(/DEMO_SEED must be 1, 0 or users/);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('refuses a data directory locked by a live process', async () => {
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.pid}\n`);
    const run = startMain(base());
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain(`Another process (pid ${process.pid}) is using the embedded database`);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
  });

  it('says so when the embedded database is damaged', async () => {
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'garbage\n');
    const run = startMain(base());
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain(`The embedded database in ${path.join(dataDir, 'pglite')} is damaged, probably by an interrupted first start. Move it away or delete it to start afresh.`);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('starts, shows the initial administrator once, stops on SIGTERM and starts again', async () => {
    const first = startMain(base());
    const [, login, password] = await waitFor(first, /Initial administrator: (\S+) \/ (\S+) — shown only once/);
    const [, url] = await waitFor(first, /Backend listening on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(login).toBe('admin');
    expect(first.stdout()).toContain('Applied migration 001_initial.sql');
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toMatch(/^\d+$/);

    const signIn = await callAshx<{ userId: string }>({
      baseUrl: url, handler: 'Login', payload: { userId: login, password, deviceId: 'web-main-test' }, language: 'en-US',
    });
    expect(signIn.ok && signIn.data.userId).toBe('admin');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toContain('Stopped.');
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = startMain(base());
    await waitFor(second, /Backend listening on/);
    expect(second.stdout()).not.toContain('Initial administrator');
    expect(second.stdout()).not.toContain('Applied migration');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('adds the demo operator at the first start by default, with the demo users\' passwords shown once', async () => {
    const { DEMO_SEED: _off, ...env } = base();
    const first = startMain(env);
    // Which user does what, each with its password once.
    const [, password] = await waitFor(first, /^ {2}operator +\/ (\S+) {2}lot operator: /m, 120_000);
    for (const role of STAFF_ROLES) expect([role.user.login, bannerLine(first, role, true)]).toEqual([role.user.login, true]);
    await waitFor(first, /Demo operator added: 3 lots, \d+ berths, \d+ devices, \d+ visits and \d+ payments over the last week/, 120_000);
    // Its simulated payment channels run beside it, their merchant account in a private file.
    const channels = /Demo payment channels \(simulated\): Alipay http:\/\/127\.0\.0\.1:\d+\/gateway\.do, WeChat Pay https:\/\/127\.0\.0\.1:\d+;/;
    await waitFor(first, channels, 120_000);
    expect(fs.statSync(path.join(dataDir, 'demo-channels.json')).mode & 0o777).toBe(0o600);
    const [, url] = await waitFor(first, /Backend listening on (http:\/\/127\.0\.0\.1:\d+)/, 120_000);
    const signIn = await callAshx<{ userId: string }>({
      baseUrl: url, handler: 'Login', payload: { userId: 'operator', password, deviceId: 'web-main-test' }, language: 'en-US',
    });
    expect(signIn.ok && signIn.data.userId).toBe('operator');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startMain(env);
    await waitFor(second, /Backend listening on/);
    expect(second.stdout()).toMatch(channels);
    expect(second.stdout()).not.toContain('Demo users');
    expect(second.stdout()).not.toContain('Demo operator added');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);

  it('gives the end-to-end servers (DEMO_SEED=users) the demo users with DEMO_PASSWORD and no demo operator', async () => {
    const run = startMain({ ...base(), DEMO_SEED: 'users', DEMO_PASSWORD: 'Berth#Sensor2026' });
    const [, url] = await waitFor(run, /Backend listening on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(run.stdout()).toContain('Demo users (password from DEMO_PASSWORD):');
    for (const role of STAFF_ROLES) expect([role.user.login, bannerLine(run, role, false)]).toEqual([role.user.login, true]);
    expect(run.stdout()).not.toContain('Demo operator added');
    expect(run.stdout()).not.toContain('their passwords shown only once');
    const signIn = await callAshx<{ userId: string }>({
      baseUrl: url, handler: 'Login', payload: { userId: 'cashier', password: 'Berth#Sensor2026', deviceId: 'web-main-test' }, language: 'en-US',
    });
    expect(signIn.ok && signIn.data.userId).toBe('cashier');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
