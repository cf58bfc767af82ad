// Something made once for the whole run, by whichever worker asks first; the others wait for its
// result. Workers are separate processes: they meet in the run's directory (scripts/e2e.mjs
// E2E_RUN_DIR), where the first takes a lock (an atomic mkdir) and leaves the result, or its failure.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 250;

export async function oncePerRun<T>(name: string, make: () => Promise<T>, waitMs: number): Promise<T> {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is not set: run the browser tests with scripts/e2e.mjs');
  const done = path.join(dir, `${name}.json`);
  const failed = path.join(dir, `${name}.failed`);
  try {
    mkdirSync(path.join(dir, `${name}.lock`));
  } catch {
    // Another worker makes it.
    for (const end = Date.now() + waitMs; Date.now() < end; await sleep(POLL_MS)) {
      if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as T;
      if (existsSync(failed)) throw new Error(`${name} failed in another worker: ${readFileSync(failed, 'utf8')}`);
    }
    throw new Error(`${name}: not made by another worker within ${waitMs} ms`);
  }
  try {
    const result = await make();
    // Written whole, then renamed: a waiting worker never reads half of it.
    writeFileSync(`${done}.part`, JSON.stringify(result));
    renameSync(`${done}.part`, done);
    return result;
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? error.stack ?? error.message : String(error));
    throw error;
  }
}
