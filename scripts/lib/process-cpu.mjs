// CPU time (user + system, ms) used so far by a process and its descendants, from /proc (Linux).
// On a machine shared with other work, CPU per request is the figure that other load does not
// dilute (wall-clock throughput is). Null where /proc is not available.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function ownCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND; // utime, stime
}

function childrenOf(pid) {
  const children = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    if (text) children.push(...text.split(' ').map(Number));
  }
  return children;
}

export function treeCpuMs(pid) {
  try {
    return ownCpuMs(pid) + childrenOf(pid).reduce((sum, child) => sum + (treeCpuMs(child) ?? 0), 0);
  } catch {
    return null;
  }
}
