/**
 * A real server process for the fault tests: `node --import tsx server/main.ts` on a free
 * loopback port, on a PGlite folder or a PostgreSQL database (DATABASE_URL), killed with
 * SIGKILL (a crash: no shutdown code runs) or stopped with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: '/nonexistent-dist',
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let printed = '';
  child.stdout!.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
    printed += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + timeoutMs;
  // Waits for a state (the health check answering), never a fixed time.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { base, child, output: () => printed, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
