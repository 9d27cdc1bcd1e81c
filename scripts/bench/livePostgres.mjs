// The PostgreSQL of the two-process rows: BENCH_DATABASE_URL or TEST_DATABASE_URL when set (a
// throwaway database is created in it and dropped after), else a throwaway cluster started by
// scripts/ci/postgres.sh in a shell that lives until its stdin closes (so it also goes when the
// bench dies).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function cluster(root, port) {
  const shell = spawn('bash', ['-c', 'source scripts/ci/postgres.sh >&2 && echo "$TEST_DATABASE_URL" && read -r _'], {
    cwd: root,
    env: { ...process.env, PG_PORT: String(port) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    shell.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('postgres://'));
      if (line) resolve(line.trim());
    });
    shell.once('exit', (code) => reject(new Error(`scripts/ci/postgres.sh failed (${code})`)));
  });
  const exited = new Promise((resolve) => shell.once('exit', resolve));
  return {
    url,
    stop: async () => {
      shell.stdin.end();
      await exited;
    },
  };
}

/** A fresh database; `stop()` drops it (and stops the cluster when this started one). */
export async function startPostgres(root, port) {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const server = given ? { url: given, stop: async () => {} } : await cluster(root, port);
  const name = `eventhall_bench_live_${randomBytes(4).toString('hex')}`;
  await admin(server.url, `create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    external: !!given,
    async stop() {
      await admin(server.url, `drop database if exists ${name} with (force)`).catch(() => {});
      await server.stop();
    },
  };
}
