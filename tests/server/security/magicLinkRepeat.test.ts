// @vitest-environment node
/**
 * Issue 43, Low: knowing only an e-mail, a stranger could register it again and so add sessions
 * to someone's registration or undo their unsubscribe, in magic-link mode too. There a repeat
 * registration now only mails the link to the stored address: the record stays as its owner
 * left it (an unsubscribed one stays unsubscribed); that is done from the personal link.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registrations } from '../../../server/db/schema.ts';
import { mailOutbox } from '../../../server/db/schemaMail.ts';
import { SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { MAGIC_EVENT, MAGIC_PROJECT as PROJECT, magicLinkApp } from './magicLinkApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await magicLinkApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const form = (email: string) => ({
  event_id: MAGIC_EVENT,
  email,
  first_name: 'Owen',
  last_name: 'Er',
  role: 'Maintainer',
  time_zone: 'Europe/Amsterdam',
});

it(
  'a repeat registration of an unsubscribed address does ' + 'not undo the unsubscribe; it mails the owner the link',
  async () => {
    const first = await t.post('/api/registrations', form('left.magic@example.com'));
    const id = first.json.registrationID as string;
    expect((await t.put(`/api/registrations/${PROJECT}/${id}/unsubscribe`)).status).toBe(200);
    const before = (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0];

    const again = await t.post('/api/registrations', form('left.magic@example.com'));
    expect(again).toMatchObject({ status: 202, json: { mailedIfRegistered: true } });
    const after = (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0];
    expect(after.unregistered).toBe(true);
    expect(after).toEqual(before);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'left.magic@example.com'), eq(mailOutbox.kind, 'registered-again')));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/open-source-day/${id}`);
  },
);
