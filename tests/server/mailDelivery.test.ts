// @vitest-environment node
/**
 * Mail that arrives: registrations and attendance changes through the API, delivered by the
 * background sender to a real SMTP server on loopback (with a user and password in SMTP_URL),
 * parsed on arrival: recipient, subject in the project's language, both parts, the personal and
 * unregister links, and the calendar entry as the app's #ics download has it.
 */
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/contract/index.ts';
import { calendarEntry } from '../../src/domain/calendar.ts';
import { mailOutbox, projects } from '../../server/db/schema.ts';
import { startMailSender, type MailSender } from '../../server/mail/sender.ts';
import { confirmationDraft } from '../../server/services/confirmation.ts';
import { loadProject } from '../../server/db/projects.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { testSmtp, until } from './mailSmtp.ts';

const smtp = testSmtp(8260, { user: 'relay-user', pass: 's3cret' });
let t: TestApp;
let sender: MailSender;

beforeAll(async () => {
  await smtp.listen();
  t = await makeTestApp();
  sender = startMailSender({
    db: t.db,
    pollMs: 50,
    settings: {
      smtp: `smtp://relay-user:s3cret@127.0.0.1:${smtp.port}`,
      from: '"Events" <events@example.com>',
      describe: 'test',
    },
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await sender?.stop();
  await smtp.close();
  await t?.close();
});

const mailFor = async (to: string, count = 1): Promise<ParsedMail[]> => {
  const mine = () => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);
  await until(() => mine().length >= count, 30_000, `mail to ${to}`);
  return mine();
};

/** The properties of the VEVENT (lines unfolded, TEXT unescaped). */
function vevent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const from = lines.indexOf('BEGIN:VEVENT');
  const props: Record<string, string> = {};
  for (const line of lines.slice(from + 1, lines.indexOf('END:VEVENT'))) {
    const at = line.indexOf(':');
    props[line.slice(0, at)] = line
      .slice(at + 1)
      .replace(/\\n/g, '\n')
      .replace(/\\([,;\\])/g, '$1');
  }
  return props;
}

const icsUtc = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

describe('mail over SMTP', () => {
  it(
    'a registration arrives once: recipient, subject, both parts and links; live, so no calendar entry',
    async () => {
      const res = await t.post('/api/registrations', hybridForm('mia.mail@example.com', 0, { first_name: 'Mia' }));
      expect(res.status).toBe(200);
      const id = res.json.registrationID as string;
      const link = `http://localhost/hybrid-summit/${id}`;

      const [mail] = await mailFor('mia.mail@example.com');
      expect(mail.from?.value[0]).toMatchObject({ address: 'events@example.com', name: 'Events' });
      expect(mail.subject).toBe('Your registration for Hybrid Health Summit 2026');
      expect(mail.messageId).toMatch(/^<mail-\d+\.\d+@localhost>$/);
      expect(mail.headers.get('content-language')).toBe('en');
      expect(mail.text).toContain('Dear Mia,');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain(`${link}/unregister`);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Open my personal page');
      expect(mail.html).toContain(`href="${link}/unregister"`);
      expect(mail.html).toContain('#0f766e');
      expect(mail.html).toMatch(/<img src="http:\/\/localhost\/media\/logos\/[^"]+" alt="[^"]+"/);

      // Registered while the summit is live (issue 45): it has started, open the link now; no invite.
      expect(mail.text).toContain('is live now');
      expect(mail.text).not.toMatch(/starts on|shortly before the start/);
      expect(mail.attachments).toHaveLength(0);

      // The receiver has the mail a moment before the sender hears the server's answer and marks it sent.
      await expect
        .poll(async () => (await t.get('/dev/mail.json?to=mia.mail@example.com')).json[0], { timeout: 10_000 })
        .toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect((await t.get('/dev/mail?to=mia.mail@example.com')).text).toContain('<strong>sent</strong>');
    },
    SETUP_TIMEOUT,
  );

  it(
    'an event still to come carries the calendar entry, as the app builds it for its #ics download',
    async () => {
      const res = await t.post('/api/registrations', {
        event_id: 'webinar',
        email: 'ics.mail@example.com',
        first_name: 'Ines',
        last_name: 'de Wit',
        knowledge_level: 6,
        role: 'Architect',
        date_of_birth: '04-07-1980',
      });
      expect(res.status).toBe(200);
      const id = res.json.registrationID as string;
      const link = `http://localhost/webinar/${id}`;
      const [mail] = await mailFor('ics.mail@example.com');
      expect(mail.text).toContain('Het evenement begint');
      expect(mail.attachments).toHaveLength(1);
      const [ics] = mail.attachments;
      expect(ics.contentType).toBe('text/calendar');
      expect(ics.headers.get('content-type')).toMatchObject({ params: { method: 'PUBLISH' } });
      const project = (await t.get('/frontend-api/projectevents/webinar?timeZone=Europe/Amsterdam')).json as Project;
      const expected = calendarEntry({
        projectId: project._id,
        eventTitle: project.eventTitle,
        calendarTitle: project.calendarTitle,
        address: project.location?.formattedAddress,
        events: project.events,
        registrationId: id,
        personalUrl: link,
        host: 'localhost',
        descriptionIntro: 'Bekijk het evenement via uw persoonlijke link:',
      })!;
      const got = vevent(ics.content.toString('utf8'));
      expect(got).toMatchObject({
        UID: expected.uid,
        SUMMARY: expected.title,
        DTSTART: icsUtc(expected.start),
        DTEND: icsUtc(expected.end),
        DESCRIPTION: expected.description,
        LOCATION: expected.location,
      });
      expect(ics.filename).toBe(`${expected.title.replace(/[/:]/g, ' ').replace(/\s+/g, ' ').trim()}.ics`);
    },
    SETUP_TIMEOUT,
  );

  it(
    'writes in the project language (nlFormal) and leaves the calendar out when hideCalendarInvite',
    async () => {
      await t.db
        .update(projects)
        .set({ doc: sql`${projects.doc} || '{"hideCalendarInvite": true}'::jsonb` })
        .where(eq(projects.id, 'proj-webinar'));
      const res = await t.post('/api/registrations', {
        event_id: 'webinar',
        email: 'jan.mail@example.com',
        first_name: 'Jan',
        last_name: 'de Vries',
        knowledge_level: 6,
        role: 'Architect',
        date_of_birth: '04-07-1980',
      });
      expect(res.status).toBe(200);
      const [mail] = await mailFor('jan.mail@example.com');
      expect(mail.subject).toBe(
        'Uw registratie voor Webinar BENG in de praktijk: wat vraagt de nieuwe norm van uw project?',
      );
      expect(mail.text).toContain('Beste Jan,');
      expect(mail.text).toContain('Kunt u toch niet deelnemen? Meld u hier af:');
      expect(mail.html).toContain('<html lang="nl">');
      expect(mail.html).toContain('Open uw persoonlijke pagina');
      expect(mail.attachments).toHaveLength(0);
    },
    SETUP_TIMEOUT,
  );

  it(
    'an attendance change arrives as its own mail naming the attendance now booked',
    async () => {
      const res = await t.post('/api/registrations', hybridForm('switch.mail@example.com', 0));
      const id = res.json.registrationID as string;
      await mailFor('switch.mail@example.com');
      const change = await t.post('/api/update-registrations-and-send-mail', {
        _id: id,
        event_id: 'hybrid-summit',
        on_site_viewer: 1,
      });
      expect(change).toMatchObject({ status: 200, json: { on_site_viewer: 1 } });
      const [first, second] = await mailFor('switch.mail@example.com', 2);
      expect(first.subject).toBe('Your registration for Hybrid Health Summit 2026');
      expect(second.subject).toBe('Updated: your registration for Hybrid Health Summit 2026');
      expect(second.text).toContain('You will attend on site at Jaarbeurs');
      expect(second.html).toContain('You will attend on site at Jaarbeurs');
      expect(second.messageId).not.toBe(first.messageId);
      expect(second.attachments).toHaveLength(0); // the summit is live: no invite (issue 45)
    },
    SETUP_TIMEOUT,
  );

  it(
    'writes all five locales, for rows written by any path (here a plain insert of the confirmation draft)',
    async () => {
      const cases = [
        ['proj-hybrid-summit', 'en', 'Dear Lou,', 'Open my personal page'],
        ['proj-webinar', 'nl', 'Beste Lou,', 'Open uw persoonlijke pagina'],
        ['proj-open-hybrid', 'nl', 'Hoi Lou,', 'Open je persoonlijke pagina'],
        ['proj-secure-live', 'de', 'Guten Tag Lou,', 'Meine persönliche Seite öffnen'],
        ['proj-on-demand', 'fr', 'Bonjour Lou,', 'Ouvrir ma page personnelle'],
      ] as const;
      for (const [i, [projectId, lang, greeting, button]] of cases.entries()) {
        const project = (await loadProject(t.db, projectId))!;
        const reg = {
          id: `localeTestRegistration0${i}`,
          eventId: project.events[0].id,
          email: `${projectId}@example.com`,
          firstName: 'Lou',
        };
        const { text, ...draft } = confirmationDraft('https://events.example.org', project, reg, false);
        await t.db.insert(mailOutbox).values({ ...draft, text: text(false), createdAt: new Date() });
        const [mail] = await mailFor(`${projectId}@example.com`);
        expect(mail.subject).toBe(draft.subject);
        expect(mail.text).toContain(greeting);
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.html).toContain(button);
        expect(mail.html).toContain(`href="https://events.example.org/${reg.eventId}/${reg.id}"`);
        expect(mail.messageId).toMatch(/@events\.example\.org>$/);
        expect(mail.headers.get('content-language')).toBe(lang);
      }
    },
    SETUP_TIMEOUT,
  );
});
