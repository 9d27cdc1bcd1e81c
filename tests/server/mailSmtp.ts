/**
 * A real SMTP server on a loopback port for the mail tests (smtp-server), keeping every message
 * it accepts parsed (mailparser). `reply` decides the answer to the next DATA: accept, or refuse
 * with a 4xx/5xx code; `close()` and `listen()` take it down and bring it back on the same port.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { migratedPglite } from './pgliteTemplate.ts';
import { seed } from '../../server/seed/index.ts';
import { NOW } from './helpers.ts';

/** 'hang': take the message and never answer (a relay that stops responding). */
export type Reply = 'accept' | 'hang' | { code: number; message: string };

export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  /** Answers to DATA, used up one by one; then `fallback`. */
  replies: Reply[];
  fallback: Reply;
  /** Every DATA command seen, accepted or not. */
  attempts: number;
  listen(): Promise<void>;
  close(): Promise<void>;
}

export function testSmtp(port: number, auth?: { user: string; pass: string }): TestSmtp {
  let server: SMTPServer | undefined;
  const state: TestSmtp = {
    port,
    received: [],
    replies: [],
    fallback: 'accept',
    attempts: 0,
    listen: () =>
      new Promise((resolve, reject) => {
        server = new SMTPServer({
          disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
          allowInsecureAuth: true,
          authOptional: !auth,
          logger: false,
          closeTimeout: 200,
          onAuth(a, _session, callback) {
            if (auth && a.username === auth.user && a.password === auth.pass) callback(null, { user: a.username });
            else callback(new Error('Invalid username or password'));
          },
          onData(stream, _session, callback) {
            state.attempts += 1;
            const reply = state.replies.shift() ?? state.fallback;
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('end', () => {
              if (reply === 'hang') return;
              if (reply !== 'accept') {
                callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
                return;
              }
              simpleParser(Buffer.concat(chunks)).then((mail) => {
                state.received.push(mail);
                callback();
              }, callback);
            });
          },
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server) {
          resolve();
          return;
        }
        server.close(() => resolve());
        server = undefined;
      }),
  };
  return state;
}

/** Waits for a state, never a fixed sleep. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000, what = 'a mail') {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A database with the demo seed: in memory, or in `dataDir` (from the template when the folder is new). */
export async function seededDatabase(dataDir = '') {
  const database = await migratedPglite(dataDir);
  await seed(database.db, NOW);
  return database;
}

/** Fast retries for tests: 50 ms doubling up to 200 ms, giving up after 2 s of waits. */
export const FAST_RETRY = { baseMs: 50, maxMs: 200, giveUpAfterMs: 2000 };
