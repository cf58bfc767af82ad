// npm run boundaries: the rules of .dependency-cruiser.cjs, and no cycle between business areas
// (an area is lib/areas/<a>, backend/areas/<a> and components/areas/<a> together; tests aside).
// `--graph` prints which area uses which.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { areaCycles, areaGraph } from './lib/area-graph.mjs';

const bin = path.join('node_modules', '.bin', process.platform === 'win32' ? 'depcruise.cmd' : 'depcruise');
const run = spawnSync(bin, ['backend', 'lib', 'components', 'app', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
  { encoding: 'utf8', maxBuffer: 1 << 30 });
if (!run.stdout) { process.stderr.write(run.stderr); process.exit(2); }
const result = JSON.parse(run.stdout);

const violations = result.summary.violations.filter((v) => v.rule.severity === 'error');
for (const v of violations) {
  const via = v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : '';
  console.error(`error ${v.rule.name}: ${v.from} → ${v.to}${via}`);
}
const graph = areaGraph(result.modules);
const cycles = areaCycles(graph);
for (const cycle of cycles) console.error(`error no-area-cycle: ${cycle.join(' → ')}`);
if (process.argv.includes('--graph')) for (const [area, uses] of [...graph].sort()) console.log(`${area} → ${[...uses].sort().join(', ') || '(nothing)'}`);
const failed = violations.length + cycles.length;
console.log(failed ? `✘ ${failed} boundary violation(s)` : `✔ boundaries hold (${result.summary.totalCruised} modules, ${graph.size} areas, no cycle between areas)`);
process.exit(failed ? 1 : 0);
