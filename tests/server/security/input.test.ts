// @vitest-environment node
/**
 * Malformed input is a 400 naming the field, never a 500 (issue 27): NUL and lone surrogates in
 * a name, an answer, a question and a registration id; control characters in one-line fields
 * (a textarea keeps its line breaks); names of at most 100 characters and without a web address,
 * because the mails greet the visitor by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const NOT_ALLOWED = 'This field contains characters that are not allowed.';
const REGISTRATION = 'demoRegistrationOnline01';
const atlas = (extra: Record<string, unknown>) =>
  t.post('/api/registrations', {
    event_id: 'dynamic',
    email: `input-${Math.random().toString(36).slice(2)}@example.com`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...extra,
  });
const BAD = { nul: 'Ada\u0000', surrogate: 'Ada\ud800', surrogateOnly: '\udc00' };

describe('a name', () => {
  it.each(Object.entries(BAD))('with %s is a 400 naming first_name or last_name', async (_kind, value) => {
    for (const field of ['first_name', 'last_name']) {
      const res = await atlas({ [field]: value });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: NOT_ALLOWED, fields: [field], kind: 'invalid' });
    }
  });

  it('may not break lines or hold tabs and other control characters', async () => {
    for (const value of ['Ada\nLovelace', 'Ada\tL', 'Ada\u001b[31m', 'Ada\u2028']) {
      const res = await atlas({ first_name: value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.json.fields).toEqual(['first_name']);
    }
  });

  it('has at most 100 characters', async () => {
    expect((await atlas({ first_name: 'A'.repeat(100) })).status).toBe(200);
    const res = await atlas({ last_name: 'L'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: 'A name may have at most 100 characters.',
      fields: ['last_name'],
      kind: 'invalid',
    });
  });

  it('may not hold a web address (the mails would make it a link)', async () => {
    for (const value of ['Visit https://evil.example', 'www.evil.example', 'Ada javascript://x', 'HTTP://A.B']) {
      const res = await atlas({ first_name: value });
      expect(res.status, value).toBe(400);
      expect(res.json).toEqual({
        error: 'A name may not contain a web address.',
        fields: ['first_name'],
        kind: 'invalid',
      });
    }
    expect((await atlas({ first_name: 'Ada-Marie', last_name: "O'Brien van der Berg" })).status).toBe(200);
  });

  it('is checked the same way on publisher sign-on', async () => {
    const sso = (first_name: string) =>
      t.post('/api/sso-registrations', {
        access_token: 'a'.repeat(32),
        event_id: 'hybrid-summit',
        cas_id: 'cas-7',
        first_name,
        last_name: 'Hopper',
        email: 'sso-input@example.com',
      });
    for (const value of [BAD.nul, BAD.surrogate, 'A'.repeat(101), 'see www.x.nl']) {
      const res = await sso(value);
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual(['first_name']);
    }
  });
});

describe('other registration fields', () => {
  it('a one-line text field refuses NUL and line breaks; a textarea keeps line breaks but not NUL', async () => {
    for (const value of ['Acme\u0000', 'Acme\nInc', 'Acme\ud83d']) {
      const res = await atlas({ company: value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.json.fields).toEqual(['company']);
    }
    const webinar = (membership_number: string) =>
      t.post('/api/registrations', {
        event_id: 'webinar',
        email: `w-${membership_number.length}-${Math.random()}@example.com`,
        first_name: 'Ada',
        last_name: 'L',
        knowledge_level: 5,
        role: 'role-architect',
        membership_number,
      });
    expect((await webinar('BNA\n1234')).status).toBe(200);
    const refused = await webinar('BNA\u00001234');
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: NOT_ALLOWED, fields: ['membership_number'], kind: 'invalid' });
  });

  it('an e-mail address or time zone with NUL is a 400 naming it', async () => {
    expect((await atlas({ email: 'ada\u0000@example.com' })).json.fields).toEqual(['email']);
    const zone = await atlas({ time_zone: 'Europe/Amsterdam\u0000' });
    expect(zone.status).toBe(400);
    expect(zone.json.fields).toEqual(['time_zone']);
  });
});

describe('a registration id', () => {
  it('with NUL or a lone surrogate is a 400 in the path, the body and with an Idempotency-Key', async () => {
    for (const id of ['demoRegistration%00nline01', '%ED%A0%80demoRegistration01', 'demoRegistrationOnline0%00']) {
      const res = await t.get(`/api/registrations/proj-hybrid-summit/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.json.fields).toEqual(['registrationID']);
    }
    for (const _id of ['demoRegistration\u0000nline01', 'demoRegistration\ud800nline01']) {
      const update = await t.post('/api/update-registrations', { _id, event_id: 'hybrid-summit' });
      expect(update.status).toBe(400);
      expect(update.json.fields).toEqual(['_id']);
      const res = await t.app.request('http://localhost/api/update-registrations-and-send-mail', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': `input-test-key-${_id.charCodeAt(16)}` },
        body: JSON.stringify({ _id, event_id: 'hybrid-summit', on_site_viewer: 0 }),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual(['_id']);
    }
  });

  it('in a query is a 400 naming the parameter', async () => {
    const res = await t.get('/live-director/interaction/hybrid-health-summit-2026?voterId=demoRegistration%00nline01');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: NOT_ALLOWED, fields: ['voterId'], kind: 'invalid' });
  });
});

describe('an evaluation answer', () => {
  const send = (answerText: string) =>
    t.post('/api/evaluations', {
      evaluation_id: 'eval-hybrid-summit',
      registration_id: REGISTRATION,
      answers: [
        { questionId: 'overall', answerInt: 5 },
        { questionId: 'recommend', answerInt: 8 },
        { questionId: 'heard-from', answerObjectId: 'newsletter' },
        { questionId: 'remarks', answerText },
      ],
    });

  it('with NUL or a lone surrogate is a 400 naming the answer', async () => {
    for (const text of ['Great\u0000', 'Great \ud800', '\udfff']) {
      const res = await send(text);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: NOT_ALLOWED, fields: ['answers.3.answerText'], kind: 'invalid' });
    }
    expect((await send('Great,\nthank you\tall')).status).toBe(200);
  });
});

describe('a question to the speakers', () => {
  const ask = (question: Record<string, unknown>) =>
    t.post('/live-director/ask-question', {
      broadcastSlug: 'hybrid-health-summit-2026',
      registrationId: REGISTRATION,
      eventId: 'hybrid-summit',
      question: { name: 'Grace Hopper', email: 'grace@example.com', type: 'content', message: 'How?', ...question },
    });

  it('with NUL or a lone surrogate in the name or message is a 400 naming the field', async () => {
    for (const [field, value] of [
      ['name', 'Grace\u0000'],
      ['message', 'How\u0000?'],
      ['name', 'G\ud800'],
      ['message', '\udbff?'],
    ]) {
      const res = await ask({ [field!]: value });
      expect(res.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json).toEqual({ error: NOT_ALLOWED, fields: [`question.${field}`], kind: 'invalid' });
    }
  });

  it('refuses a name over 100 characters, with a web address or a line break (the form rule, 422)', async () => {
    for (const name of ['G'.repeat(101), 'Grace www.evil.example', 'Grace\nHopper']) {
      const res = await ask({ name });
      expect(res.status, name).toBe(422);
      expect(res.json.fields).toEqual(['name']);
    }
    expect((await ask({ message: 'Line one\nline two' })).status).toBe(201);
  });
});
