// @vitest-environment node
/**
 * Issue 43, Low: a name goes into the mails the organiser's address sends ("Dear ..."), and a
 * name could hold a bare host (`evil.example/login`) that mail clients turn into a link. Names
 * (registration and asker) now refuse host-like words too, as they refused `www.` and `scheme://`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { holdsWebAddress } from '../../../src/contract/text.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

it('refuses a bare host in a name: registration 400 naming the field, question 422', async () => {
  for (const name of ['evil.example/login', 'Ada evil.com', 'BIT.LY', 'pay.example.org']) {
    const res = await t.post('/api/registrations', hybridForm('host.name@example.com', 0, { first_name: name }));
    expect(res.status, name).toBe(400);
    expect(res.json.fields).toEqual(['first_name']);
    const asked = await t.post('/live-director/ask-question', {
      broadcastSlug: 'hybrid-health-summit-2026',
      registrationId: 'demoRegistrationOnline01',
      question: { name, email: 'a@example.com', type: 'content', message: 'Hello?' },
    });
    expect(asked.status, name).toBe(422);
    expect(asked.json.fields).toEqual(['name']);
  }
});

it('keeps names with dots that are no host', () => {
  for (const name of ['Dr. Who', 'J.R.R. Tolkien', 'Dr. J. de Vries', 'José.García', "O'Brien"])
    expect(holdsWebAddress(name), name).toBe(false);
  for (const name of ['evil.example/login', 'x.co.uk', 'a www.b', 'https://x.y'])
    expect(holdsWebAddress(name), name).toBe(true);
});
