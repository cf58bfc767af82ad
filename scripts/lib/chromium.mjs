// Browser tests use the system's Chromium (Playwright cannot download browsers here), preferably
// Debian's headless shell: the same Blink without the full browser's window compositing, which
// runs the browser tests in about a quarter less time (docs/performance.md "npm test"). When it is
// missing and we run as root, Debian's package is installed; the full Chromium serves otherwise,
// and without either we say what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  return [process.env.CHROMIUM_PATH, HEADLESS_SHELL, ...BROWSERS].find((candidate) => candidate && existsSync(candidate));
}

const canInstall = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

function aptInstall(debianPackage) {
  console.log(`Installing Debian's ${debianPackage} package for the browser tests (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status === 0) spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
}

export function ensureChromium() {
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && canInstall()) aptInstall('chromium-headless-shell');
  let found = findChromium();
  if (!found && canInstall()) {
    aptInstall('chromium');
    found = findChromium();
  }
  if (found) return found;
  console.error('The end-to-end tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell,'
    + ' or chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.');
  process.exit(1);
}
