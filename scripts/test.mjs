// npm test: every suite. The type check, the boundaries (.dependency-cruiser.cjs) and the unit and
// backend tests (jest) run while the console builds; then the end-to-end tests run in Chromium
// against one shared set of servers, then the scale test (two consoles and two backends behind
// nginx: skipped with a line when PostgreSQL or Mosquitto is not reachable). Ends with one summary
// line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { needsBuild } from './lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function readJson(file) {
  try { return JSON.parse(readFileSync(path.join(results, file), 'utf8')); } catch { return null; }
}

const started = Date.now();
process.env.CHROMIUM_PATH = ensureChromium();
const [typeCode, boundariesCode, jestCode, buildCode] = await Promise.all([
  run(bin('tsc'), ['--noEmit', '-p', '.']),
  // One line when they hold; each broken rule with its import chain, and each cycle of areas, when not.
  run(process.execPath, ['scripts/boundaries.mjs']),
  // A worker per core and one more: jest's default (cores - 1) left a core idle once the build was
  // done, and with a worker per core the cores were still idle a tenth of the time while tests
  // waited on PostgreSQL, HTTP and real-time traffic (docs/performance.md "npm test").
  run(bin('jest'), ['--ci', `--maxWorkers=${os.availableParallelism() + 1}`, '--json', `--outputFile=${path.join(results, 'jest.json')}`]),
  needsBuild(root) ? run(bin('next'), ['build']) : Promise.resolve(0),
]);
const e2eCode = buildCode === 0 ? await run(process.execPath, [path.join('scripts', 'e2e.mjs')]) : 1;
const scaleCode = buildCode === 0 ? await run(process.execPath, [path.join('scripts', 'test-scale.mjs')]) : 1;

const jest = readJson('jest.json');
const e2e = readJson('e2e.json');
const scale = readJson('scale.json');
const passed = (jest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (scale?.passed ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0) + (scale?.failed ?? 0);
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0) + (scale?.skipped ?? 0);
// CI keeps only the end of the output: name what failed there, with the first lines of why.
for (const file of jest?.testResults ?? []) {
  const failures = file.assertionResults.filter((test) => test.status === 'failed');
  if (failures.length === 0 && file.status === 'failed') console.log(`\nFAILED ${path.relative(root, file.name)}\n${(file.message ?? '').split('\n').slice(0, 12).join('\n')}`);
  for (const test of failures) console.log(`\nFAILED ${path.relative(root, file.name)} › ${test.fullName}\n${test.failureMessages.join('\n').split('\n').slice(0, 12).join('\n')}`);
}
if (jestCode !== 0 && jest && jest.numFailedTests === 0 && jest.numFailedTestSuites === 0) {
  console.log(`\nFAILED jest exited with code ${jestCode} although every test passed: an error outside the tests (work left running after a test file ended?), printed above.`);
}
const ok = typeCode === 0 && boundariesCode === 0 && jestCode === 0 && buildCode === 0 && e2eCode === 0 && scaleCode === 0 && existsSync(path.join(results, 'e2e.json'));
const scaleText = scaleCode !== 0 ? 'FAILED' : scale?.skipped ? 'skipped' : 'ok';
console.log(`\ntypes: ${typeCode === 0 ? 'ok' : 'FAILED'}, boundaries: ${boundariesCode === 0 ? 'ok' : 'FAILED'}, unit+backend: ${jestCode === 0 ? 'ok' : 'FAILED'}, build: ${buildCode === 0 ? 'ok' : 'FAILED'}, end-to-end: ${e2eCode === 0 ? 'ok' : 'FAILED'}, scale: ${scaleText} (${Math.round((Date.now() - started) / 1000)} s)`);
// A failed build or server start counts as one failure even when no test reported one.
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
