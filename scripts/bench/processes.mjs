// The processes the bench starts: the real server and the floor, each on its own loopback port and
// throwaway data folder. Every one is remembered and stopped by stopAll(), also on failure or Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HOST = '127.0.0.1';
const running = new Set();

/** A free loopback port (or the one given). */
export async function freePort(wanted) {
  if (wanted) return Number(wanted);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node args` with a fresh DATA_DIR; resolves once `readyPath` answers 200. */
export async function startProcess(
  name,
  args,
  { port, cwd, env = {}, readyPath = '/', timeoutMs = 180_000, dataDir: given },
) {
  // A restart (bench:live's reconnect storm) passes the folder of the process it replaces.
  const dataDir = given ?? mkdtempSync(join(tmpdir(), `eventhall-bench-${name}-`));
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = { name, child, dataDir, port, base: `http://${HOST}:${port}`, log: '' };
  const keep = (chunk) => {
    proc.log = (proc.log + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  proc.exited = new Promise((resolve) => child.once('exit', resolve));
  running.add(proc);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting:\n${proc.log}`);
    try {
      if ((await fetch(proc.base + readyPath)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${name} did not answer ${readyPath} within ${timeoutMs / 1000} s:\n${proc.log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return proc;
}

/** SIGTERM, and SIGKILL after `killAfterMs` (the rolling-restart row waits out the server's own 10 s deadline). */
export async function stopProcess(proc, { keepData = false, killAfterMs = 8000 } = {}) {
  if (!running.has(proc)) return;
  running.delete(proc);
  if (proc.child.exitCode === null && proc.child.signalCode === null) {
    proc.child.kill('SIGTERM');
    const killer = setTimeout(() => proc.child.kill('SIGKILL'), killAfterMs);
    await proc.exited;
    clearTimeout(killer);
  }
  if (!keepData) rmSync(proc.dataDir, { recursive: true, force: true });
}

export async function stopAll() {
  await Promise.all([...running].map(stopProcess));
}

/** Synchronous last resort when the bench itself is exiting. */
export function killAllNow() {
  for (const proc of running) {
    try {
      proc.child.kill('SIGKILL');
    } catch {
      /* gone */
    }
    rmSync(proc.dataDir, { recursive: true, force: true });
  }
  running.clear();
}

/** CPU time (clock ticks) the process has used so far, or undefined off Linux. */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return undefined;
  }
}

/**
 * Waits until the process has finished the work a run left behind (requests still queued when
 * the load generator stopped): its CPU use over 250 ms falls under 10 % of a core. At most 60 s.
 */
export async function settle(proc, { maxMs = 60_000 } = {}) {
  const started = Date.now();
  let last = cpuTicks(proc.child.pid);
  if (last === undefined) return new Promise((r) => setTimeout(r, 1000));
  while (Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 250));
    const now = cpuTicks(proc.child.pid);
    if (now === undefined || now - last <= 2) return Date.now() - started; // 100 ticks a second
    last = now;
  }
  return Date.now() - started;
}
