/**
 * Reminder tests' set-up (issue 34): the example project with one session starting soon, loaded
 * through the organiser's API on a real clock, visitors registered through the public API, and a
 * mail sender and reminder runner on a loopback SMTP server.
 */
import type { Hono } from 'hono';
import { createApp } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { startMailSender, type MailSender } from '../../server/mail/sender.ts';
import { startReminders, type ReminderRunner, type SessionPush } from '../../server/reminders/dispatcher.ts';
import { ADMIN_TOKEN, exampleProject, organiser } from './adminHelpers.ts';
import { FAST_RETRY } from './mailSmtp.ts';
import { onPostgres } from './testDatabase.ts';

export const EVENT = 'open-source-day';
export const PROJECT = 'proj-open-source-day';
export const ORIGIN = 'http://localhost';
/** The server-postgres project may run beside the default one: its SMTP and push ports are others. */
export const PORT_SHIFT = onPostgres() ? 10 : 0;

export function reminderApp(db: Db, config: Partial<Config> = {}) {
  const app = createApp({
    db,
    now: () => new Date(),
    config: testConfig({
      rateLimitScale: 1000,
      distDir: '/nonexistent-dist',
      admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
      ...config,
    }),
  });
  return { app, admin: organiser(app) };
}

/** The example project with its session starting at `startMs`; `extra` goes on top of the document. */
export function projectStartingAt(startMs: number, extra: Record<string, unknown> = {}, name?: string) {
  const doc = exampleProject();
  doc.events[0].startTime = Math.round(startMs / 1000);
  doc.events[0].durationInMinutes = 60;
  if (name) doc.events[0].name = name;
  return { ...doc, ...extra };
}

export async function register(app: Hono, email: string, timeZone = 'Europe/Amsterdam'): Promise<string> {
  const res = await app.request(`${ORIGIN}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event_id: EVENT,
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'Maintainer',
      time_zone: timeZone,
    }),
  });
  const body = (await res.json()) as { registrationID?: string };
  if (res.status !== 200 || !body.registrationID)
    throw new Error(`registration failed: ${res.status} ${JSON.stringify(body)}`);
  return body.registrationID;
}

export function mailSender(db: Db, port: number): MailSender {
  return startMailSender({
    db,
    pollMs: 50,
    retry: FAST_RETRY,
    log: () => {},
    settings: { smtp: `smtp://127.0.0.1:${port}`, from: '"Northwind Events" <events@example.com>', describe: 'test' },
  });
}

export function reminderRunner(db: Db, push?: SessionPush, chunkSize?: number): ReminderRunner {
  return startReminders({ db, origin: ORIGIN, pollMs: 50, push, chunkSize, log: () => {} });
}
