// Browser tests use the system Chromium (Playwright cannot download browsers here). When it is
// missing and we run as root, Debian's package is installed; otherwise we say what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  return CANDIDATES.find((candidate) => candidate && existsSync(candidate));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && findChromium()) return findChromium();
  }
  console.error('The end-to-end tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium)'
    + ' or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.');
  process.exit(1);
}
