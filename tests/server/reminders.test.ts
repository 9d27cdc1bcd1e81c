// @vitest-environment node
/**
 * Reminder mails and calendar updates over a real SMTP server (issue 34), on a real clock with
 * REMINDER_OFFSETS shortened to seconds: the reminder arrives once, at its moment, with the
 * personal and test-page links; a restart in between loses nothing; a reminder found long after
 * its moment is dropped; a moved session sends one update whose invite (parsed by ical.js) has
 * the confirmation's UID and a higher SEQUENCE; unregistering sends the cancel; the personal feed
 * holds the current time.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderJobs } from '../../server/db/schema.ts';
import { SETUP_TIMEOUT } from './helpers.ts';
import { PORT_SHIFT } from './reminderHelpers.ts';
import { testSmtp, until } from './mailSmtp.ts';
import { openTestDatabase } from './testDatabase.ts';
import {
  EVENT,
  PROJECT,
  mailSender,
  projectStartingAt,
  register,
  reminderApp,
  reminderRunner,
} from './reminderHelpers.ts';

const OFFSET_SECONDS = 3;
const smtp = testSmtp(8341 + PORT_SHIFT);
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

let t: Awaited<ReturnType<typeof setUp>>;
async function setUp() {
  await smtp.listen();
  cleanups.push(() => smtp.close());
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  // An hour before (never due: registered later than that) and three seconds before the start.
  const { app, admin } = reminderApp(database.db, { reminderOffsets: [60, OFFSET_SECONDS / 60] });
  const sender = mailSender(database.db, smtp.port);
  cleanups.push(() => sender.stop());
  return { db: database.db, app, admin };
}
beforeAll(async () => {
  t = await setUp();
}, SETUP_TIMEOUT);

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const mailsTo = (address: string, subject: RegExp) =>
  smtp.received.filter((m) => to(m) === address && subject.test(m.subject ?? ''));
const REMINDER = /^Reminder: /;
/** The feed's own token, as the personal page asks for it (issue 43). */
const feedToken = async (registrationId: string) =>
  (
    (await (
      await t.app.request(`http://localhost/api/registrations/${PROJECT}/${registrationId}/calendar-feed`)
    ).json()) as { token: string }
  ).token;

function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
  };
}

let startMs = 0;
let ada = '';
let late = '';

describe('reminder mails', () => {
  it('sends the reminder once, at its moment, with the personal link, ' +
    'the test page and the time in the visitor’s zone', async () => {
    startMs = Math.ceil((Date.now() + 9000) / 1000) * 1000;
    expect((await t.admin.put(`/admin/api/projects/${PROJECT}`, projectStartingAt(startMs))).status).toBe(201);
    ada = await register(t.app, 'ada@example.com', 'America/New_York');
    const runner = reminderRunner(t.db);
    cleanups.push(() => runner.stop());
    const dueMs = startMs - OFFSET_SECONDS * 1000;
    await until(() => mailsTo('ada@example.com', REMINDER).length > 0, 20_000, 'the reminder');
    const arrived = Date.now();
    expect(arrived).toBeGreaterThanOrEqual(dueMs);
    expect(arrived - dueMs).toBeLessThan(3000);
    late = await register(t.app, 'late@example.com');
    await new Promise((resolve) => setTimeout(resolve, 600));

    const [mail] = mailsTo('ada@example.com', REMINDER);
    expect(mailsTo('ada@example.com', REMINDER)).toHaveLength(1);
    expect(mail.subject).toBe('Reminder: Open Source Day 2027 starts in 1 minute');
    expect(mail.text).toContain(`http://localhost/${EVENT}/${ada}\n`);
    expect(mail.text).toContain(
      `Check your sound and picture beforehand on the test page:\nhttp://localhost/${EVENT}/test-page`,
    );
    const when = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(startMs);
    expect(mail.text).toContain(when);
    expect(mail.html).toContain('Open my personal page');
    expect(mail.attachments.filter((a) => a.contentType.startsWith('text/calendar'))).toHaveLength(0);
    // Registered after the moment; the hour-before reminder was past when the session was planned.
    expect(mailsTo('late@example.com', REMINDER)).toHaveLength(0);
    const jobs = await t.db.select().from(reminderJobs).where(eq(reminderJobs.eventId, EVENT));
    expect(jobs.find((j) => j.channel === 'mail' && j.offsetMinutes === 60)?.status).toBe('skipped');
    expect(jobs.find((j) => j.channel === 'mail' && j.offsetMinutes !== 60)).toMatchObject({
      status: 'sent',
      recipients: 1,
    });
    await runner.stop();
  }, 40_000);

  it('moves with the session: one update mail whose invite ' +
    'has the confirmation’s UID and a higher SEQUENCE', async () => {
    const before = smtp.received.length;
    startMs += 3600_000;
    expect((await t.admin.put(`/admin/api/projects/${PROJECT}`, projectStartingAt(startMs))).status).toBe(200);
    await until(
      () =>
        mailsTo('ada@example.com', /^Programme changed/).length > 0 &&
        mailsTo('late@example.com', /^Programme changed/).length > 0,
      10_000,
      'the updates',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // One update each, and nothing else came of the move.
    expect(
      smtp.received
        .slice(before)
        .filter((m) => !/^Your registration/.test(m.subject ?? ''))
        .map((m) => [to(m), m.subject?.split(':')[0]])
        .sort(),
    ).toEqual([
      ['ada@example.com', 'Programme changed'],
      ['late@example.com', 'Programme changed'],
    ]);
    const [confirmation] = mailsTo('ada@example.com', /^Your registration/);
    const [update] = mailsTo('ada@example.com', /^Programme changed/);
    const first = calendarOf(confirmation);
    const changed = calendarOf(update);
    expect(first.method).toBe('PUBLISH');
    expect(changed).toMatchObject({ method: 'REQUEST', uid: first.uid, start: startMs });
    expect(changed.sequence).toBeGreaterThan(first.sequence);
    expect(update.text).toContain(`http://localhost/${EVENT}/${ada}`);
    // The reminder is due again before the new start.
    const [job] = await t.db
      .select()
      .from(reminderJobs)
      .where(eq(reminderJobs.offsetMinutes, OFFSET_SECONDS / 60));
    expect(job).toMatchObject({ status: 'pending', dueAt: new Date(startMs - OFFSET_SECONDS * 1000) });
  }, 30_000);

  it('keeps a personal calendar feed with the current time, never cached or indexed', async () => {
    const res = await t.app.request(`http://localhost/api/calendar-feed/${await feedToken(ada)}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect((events[0].getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime()).toBe(startMs);
    expect(events[0].getFirstPropertyValue('sequence')).toBe(1);
    expect((await t.app.request(`http://localhost/api/calendar-feed/${'x'.repeat(32)}.ics`)).status).toBe(404);
  });

  it('unregistering sends the cancel of that entry', async () => {
    const res = await t.app.request(`http://localhost/api/registrations/${PROJECT}/${late}/unsubscribe`, {
      method: 'PUT',
    });
    expect(res.status).toBe(200);
    await until(() => mailsTo('late@example.com', /^Unregistered/).length > 0, 10_000, 'the cancel');
    const cancel = calendarOf(mailsTo('late@example.com', /^Unregistered/)[0]);
    const first = calendarOf(mailsTo('late@example.com', /^Your registration/)[0]);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: first.uid });
    expect(cancel.sequence).toBeGreaterThan(1);
    // Already unregistered: no second cancel.
    await t.app.request(`http://localhost/api/registrations/${PROJECT}/${late}/unsubscribe`, { method: 'PUT' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('late@example.com', /^Unregistered/)).toHaveLength(1);
    const feed = await (await t.app.request(`http://localhost/api/calendar-feed/${await feedToken(late)}.ics`)).text();
    expect(new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent')).toHaveLength(0);
  });

  it('loses nothing across a restart, and drops a reminder found more than 15 minutes late', async () => {
    startMs = Math.ceil((Date.now() + 6000) / 1000) * 1000;
    await t.admin.put(`/admin/api/projects/${PROJECT}`, projectStartingAt(startMs));
    // No runner while the moment passes (the server is down); the next start hands it out.
    await new Promise((resolve) => setTimeout(resolve, startMs - OFFSET_SECONDS * 1000 - Date.now() + 500));
    expect(mailsTo('ada@example.com', REMINDER)).toHaveLength(1);
    const restarted = reminderRunner(t.db);
    cleanups.push(() => restarted.stop());
    await until(() => mailsTo('ada@example.com', REMINDER).length === 2, 10_000, 'the reminder after the restart');
    await restarted.stop();

    const [job] = await t.db
      .select()
      .from(reminderJobs)
      .where(eq(reminderJobs.offsetMinutes, OFFSET_SECONDS / 60));
    await t.db
      .update(reminderJobs)
      .set({ status: 'pending', dueAt: new Date(Date.now() - 16 * 60_000), recipients: null, cursor: null })
      .where(eq(reminderJobs.id, job.id));
    // A runner whose own loop is stopped: its first round would race this call for the row.
    const once = reminderRunner(t.db);
    await once.stop();
    expect(await once.runOnce()).toBe(1);
    const [dropped] = await t.db.select().from(reminderJobs).where(eq(reminderJobs.id, job.id));
    expect(dropped).toMatchObject({ status: 'dropped', recipients: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('ada@example.com', REMINDER)).toHaveLength(2);
  }, 40_000);
});
