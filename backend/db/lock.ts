// PGlite has a single owner process: two processes on one data directory corrupt it.
// The owner writes its pid to $DATA_DIR/pglite.lock; a second process refuses to start while
// that pid is alive, and takes over a lock left by a process that has died.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'pglite.lock';

export class LockHeldError extends Error {
  constructor(readonly lockPath: string, readonly pid: number) {
    super(
      `Another process (pid ${pid}) is using the embedded database (lock file ${lockPath}). ` +
      'Stop that backend first. If no backend is running, delete the lock file.',
    );
    this.name = 'LockHeldError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** Takes the lock in dataDir (created if needed) or throws LockHeldError. */
export function acquireDataDirLock(dataDir: string, pid = process.pid): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${pid}\n`, { flag: 'wx' });
      return {
        path: lockPath,
        release: () => {
          if (readPid(lockPath) === pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(lockPath);
      if (holder !== null && isAlive(holder)) throw new LockHeldError(lockPath, holder);
      // A stale lock (dead pid or unreadable): remove it and try once more.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new LockHeldError(lockPath, readPid(lockPath) ?? 0);
}
