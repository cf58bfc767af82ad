// Child processes of a local run: started with a prefix on their output, waited for until they
// answer, and all stopped together.
import { spawn } from 'node:child_process';

const children = new Set();

export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const prefix = options.quiet ? null : `[${name}] `;
  const relay = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        child.emit('line', line);
        if (prefix) target.write(prefix + line + '\n');
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function waitForHttp(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      await fetch(url, { method: 'POST', signal: AbortSignal.timeout(2_000) });
      return;
    } catch { /* not yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
  return Promise.all([...children].map((child) => new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', resolve);
  })));
}

/** Starts the console's server (server/console.mjs) on this port, in development mode with `dev`. */
export function startConsole(name, root, port, env, { dev = false, quiet = false } = {}) {
  return startProcess(name, process.execPath, ['server/console.mjs', ...(dev ? ['--dev'] : [])], {
    cwd: root, env: { ...env, PORT: String(port) }, quiet,
  });
}
