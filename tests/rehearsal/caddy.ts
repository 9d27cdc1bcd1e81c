/**
 * Caddy in front of the processes, as the deployment guide runs it: the guide's own site body
 * (deploy/caddy/eventhall.caddy) under an https site with `tls internal` (Caddy's local
 * authority: no public name needed), plus a second https site that stands for a chat provider's
 * embed. Its storage, certificates included, lives in a folder of the run, never in ~/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const SITE_BODY = resolve('deploy/caddy/eventhall.caddy');
export const CHAT_PAGE_TEXT = 'Rehearsal chat room';

export interface Caddy {
  /** The https origin visitors use. */
  origin: string;
  /** The chat provider's https origin. */
  chatOrigin: string;
  /** Caddy's local root certificate (PEM), for the test's own requests. */
  rootPem: string;
  /** SHA-256 of the intermediate's public key (base64): Chromium accepts certificates under it. */
  spki: string;
  /** Everything Caddy logged so far. */
  output(): string;
  stop(): Promise<void>;
}

function caddyfile(port: number, chatPort: number, storage: string): string {
  return `{
\tadmin off
\tskip_install_trust
\tauto_https disable_redirects
\tstorage file_system ${storage}
}
https://localhost:${port} {
\ttls internal
\timport ${SITE_BODY}
}
https://localhost:${chatPort} {
\ttls internal
\theader Content-Type "text/html; charset=utf-8"
\trespond "<!doctype html><html lang=en><title>Chat</title><p>${CHAT_PAGE_TEXT}</p></html>"
}
`;
}

/** GET over https trusting only Caddy's root; answers the status, or undefined while nothing answers. */
export function httpsStatus(url: string, rootPem: string): Promise<number | undefined> {
  return new Promise((done) => {
    const req = request(url, { ca: rootPem, timeout: 2000 }, (res) => {
      res.resume();
      done(res.statusCode);
    });
    req.on('error', () => done(undefined));
    req.on('timeout', () => {
      req.destroy();
      done(undefined);
    });
    req.end();
  });
}

async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Caddy: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startCaddy(port: number, chatPort: number, upstreams: string[]): Promise<Caddy> {
  const folder = mkdtempSync(join(tmpdir(), 'eventhall-caddy-'));
  const config = join(folder, 'Caddyfile');
  writeFileSync(config, caddyfile(port, chatPort, join(folder, 'storage')));
  let output = '';
  const child: ChildProcess = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: folder,
      XDG_DATA_HOME: folder,
      XDG_CONFIG_HOME: folder,
      EVENTHALL_UPSTREAMS: upstreams.join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const authority = join(folder, 'storage', 'pki', 'authorities', 'local');
  try {
    const rootPem = await until('its local authority', () => {
      if (child.exitCode !== null) throw new Error(`Caddy exited: ${output}`);
      return existsSync(join(authority, 'intermediate.crt'))
        ? readFileSync(join(authority, 'root.crt'), 'utf8')
        : undefined;
    });
    const intermediate = new X509Certificate(readFileSync(join(authority, 'intermediate.crt')));
    const spki = createHash('sha256')
      .update(intermediate.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    const origin = `https://localhost:${port}`;
    await until('the site over https', async () =>
      (await httpsStatus(`${origin}/healthz`, rootPem)) === 200 ? true : undefined,
    );
    return {
      origin,
      chatOrigin: `https://localhost:${chatPort}`,
      rootPem,
      spki,
      output: () => output,
      stop: async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}
