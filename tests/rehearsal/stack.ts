/**
 * The rehearsal's deployment (issue 44), as the README's guide sets it up: two
 * `NODE_ENV=production` processes of the one build on one PostgreSQL, mail to an SMTP server,
 * TRUST_PROXY=1 behind Caddy over https, a chat provider configured at run time. It runs on the
 * CI's throwaway PostgreSQL cluster (scripts/ci/postgres.sh), which it may restart.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, startServer, type ServerProcess } from '../server/serverProcess.ts';
import { startCaddy, type Caddy, CADDY } from './caddy.ts';
import { existsSync } from 'node:fs';

export const ADMIN_TOKEN = 'rehearsal-admin-token-0123456789abcdef';
export const LIVE_TOKEN = 'rehearsal-live-control-token-0123456789';
const PG_DATA = process.env.TEST_PG_DATA;
const PG_BIN = process.env.TEST_PG_BIN;
const SERVER_URL = process.env.TEST_DATABASE_URL;

/** Why the rehearsal cannot run here, or undefined: it needs Caddy and the CI's own PostgreSQL. */
export function missingForRehearsal(): string | undefined {
  if (!existsSync(CADDY)) return `no Caddy at ${CADDY} (apt-get install caddy; .ci/run does)`;
  if (!SERVER_URL || !PG_DATA || !PG_BIN)
    return 'no throwaway PostgreSQL (source scripts/ci/postgres.sh; .ci/run does)';
  return undefined;
}

export interface Stack {
  caddy: Caddy;
  databaseUrl: string;
  processes: ServerProcess[];
  mails: ParsedMail[];
  /** Stops process i with SIGTERM; answers how long it took to exit. */
  stopProcess(i: number): Promise<number>;
  startProcess(i: number): Promise<void>;
  /** `pg_ctl restart -m fast`: every connection of both processes is cut. */
  restartPostgres(): Promise<void>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

async function smtpSink(mails: ParsedMail[]): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        callback();
      }, callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  return { port, close: () => new Promise((done) => server.close(() => done())) };
}

export async function startStack(chatPath: string): Promise<Stack> {
  const name = `rehearsal_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const mails: ParsedMail[] = [];
  const sink = await smtpSink(mails);
  const [proxyPort, chatPort, ...ports] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const origin = `https://localhost:${proxyPort}`;
  const env = (i: number) => ({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DIST_DIR: 'dist',
    PUBLIC_URL: origin,
    TRUST_PROXY: '1',
    DATA_DIR: mkdtempSync(join(tmpdir(), `eventhall-rehearsal-${i}-`)),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Rehearsal <events@example.org>',
    ADMIN_TOKEN,
    LIVE_CONTROL_TOKEN: LIVE_TOKEN,
    // The secrets every process of one site shares (a page token made by one is checked by the other).
    PAGE_TOKEN_SECRET: 'rehearsal-page-token-secret-0123456789abcdef',
    JITSI_APP_SECRET: 'rehearsal-jitsi-secret-0123456789',
    ELEARNING_SECRET: 'rehearsal-elearning-secret-0123456789',
    CHAT_EVENT_EMBED: `https://localhost:${chatPort}${chatPath}`,
  });
  // Both at once on a fresh database: the migrations run once, under their lock.
  const processes = await Promise.all(ports.map((port, i) => startServer(port, env(i), 180_000)));
  const caddy = await startCaddy(
    proxyPort,
    chatPort,
    ports.map((port) => `127.0.0.1:${port}`),
  );
  const database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  database.on('error', () => undefined); // a restart cuts its idle connections
  const asPostgres = (args: string[]) =>
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', args.map((a) => `'${a}'`).join(' ')], { stdio: 'ignore' });
  return {
    caddy,
    databaseUrl,
    processes,
    mails,
    async stopProcess(i) {
      const began = Date.now();
      await processes[i].stop();
      return Date.now() - began;
    },
    async startProcess(i) {
      processes[i] = await startServer(ports[i], env(i), 180_000);
    },
    async restartPostgres() {
      const args = [`${PG_BIN}/pg_ctl`, '-D', PG_DATA!, '-w', '-m', 'fast', 'restart'];
      if (process.getuid?.() === 0) asPostgres(args);
      else execFileSync(args[0], args.slice(1), { stdio: 'ignore' });
    },
    async query(text, values) {
      return (await database.query(text, values)).rows;
    },
    async stop() {
      await caddy.stop();
      await Promise.all(processes.map((p) => p.stop()));
      await database.end();
      await sink.close();
    },
  };
}
