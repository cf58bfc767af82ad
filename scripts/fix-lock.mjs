// The registry mirror lacks some platform-specific optional packages (macOS/Windows builds of
// swc, for example). `npm install` then leaves them out of package-lock.json and `npm ci`
// refuses the lock. This adds an entry for each, marked optional with its os/cpu, so that
// `npm ci` skips them on other platforms. Run `npm run fix-lock` after changing dependencies.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const OS = /(darwin|win32|linux|android|freebsd|openharmony)/;
const CPU = /(arm64|x64|arm|ppc64|s390x|ia32|loong64|riscv64)/;

let output = '';
try { execSync('npm ci --dry-run --ignore-scripts', { stdio: 'pipe' }); } catch (error) { output = String(error.stderr); }
const missing = [...output.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const versions = {};
for (const entry of Object.values(lock.packages)) Object.assign(versions, entry.optionalDependencies ?? {});
for (const name of missing) {
  const base = name.split('/').pop();
  const entry = { version: versions[name], optional: true, os: [base.match(OS)?.[1]], cpu: [base.match(CPU)?.[1]] };
  if (base.includes('-gnu')) entry.libc = ['glibc'];
  if (base.includes('-musl')) entry.libc = ['musl'];
  lock.packages[`node_modules/${name}`] = entry;
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${missing.length} platform entries added to package-lock.json`);
