// @vitest-environment node
/**
 * Audience Q&A (server/qna/, issue 35) through the real app: modes, one upvote per voter, moderation, the pushed list,
 * no e-mail leaks.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QnaListSchema, QnaSnapshotSchema, type PublicQuestion } from '../../src/contract/qna.ts';
import { countedUpvotes } from '../../server/live/qna/list.ts';
import { ADMIN_TOKEN, exampleProject, organiser } from './adminHelpers.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';
import { byMessage, qnaCalls } from './qnaCalls.ts';

const TOKEN = 'test-control-token-qna';
const auth = { authorization: `Bearer ${TOKEN}` };
const OPEN = 'hybrid-health-summit-2026'; // hybrid-summit's broadcast, set to `open` below
const MODERATED = 'webinar'; // set to `moderated`
let t: TestApp;
const voters: string[] = [];
const webinarVoters: string[] = [];

const { send, ask, upvote, moderate, snapshot } = qnaCalls(() => t, auth);

beforeAll(async () => {
  t = await makeTestApp({
    live: { controlToken: TOKEN, heartbeatMs: 60_000 },
    admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
  });
  await t.db.execute(
    sql`update events set doc = doc || '{"questionsMode":"open","anonymousQuestions":true}'::jsonb where id =
      'hybrid-summit'`,
  );
  await t.db.execute(sql`update events set doc = doc || '{"questionsMode":"moderated"}'::jsonb where id = 'webinar'`);
  for (let n = 0; n < 3; n += 1)
    voters.push((await t.post('/api/registrations', hybridForm(`qna${n}@example.com`, 0))).json.registrationID);
  for (let n = 0; n < 2; n += 1) {
    const res = await t.post('/api/registrations', {
      event_id: 'webinar',
      time_zone: 'Europe/Amsterdam',
      first_name: 'Sanne',
      last_name: 'Bakker',
      knowledge_level: 7,
      role: 'Adviseur',
      email: `qnaw${n}@example.com`,
    });
    webinarVoters.push(res.json.registrationID);
  }
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('open mode', () => {
  it(
    'a question is listed at once, without e-mail, ' + 'registration or voter id; the asker sees it as their own',
    async () => {
      expect((await ask(OPEN, voters[0], 'Open question one?')).status).toBe(201);
      const list = await snapshot(OPEN, voters[0]);
      expect(v.is(QnaSnapshotSchema, list)).toBe(true);
      expect(byMessage(list.list, 'Open question one?')).toMatchObject({
        name: 'Ada Asker',
        votes: 0,
        status: 'approved',
      });
      expect(list.mine.map((q: { message: string }) => q.message)).toContain('Open question one?');
      const everyone = JSON.stringify(await snapshot(OPEN, voters[1]));
      for (const secret of ['ada.secret@example.com', voters[0]]) expect(everyone).not.toContain(secret);
      expect((await snapshot(OPEN, voters[1])).mine).toEqual([]);
    },
  );

  it(
    'anonymous questions hide the name from the list (the ' + 'moderator still sees it); technical ones stay private',
    async () => {
      await ask(OPEN, voters[1], 'Anonymous one?', { anonymous: true });
      await send('/live-director/ask-question', {
        broadcastSlug: OPEN,
        registrationId: voters[1],
        question: { name: 'Tech', email: 't@example.com', type: 'technical', message: 'No sound' },
      });
      const list = (await snapshot(OPEN)).list;
      expect(byMessage(list, 'Anonymous one?')?.name).toBeNull();
      expect(byMessage(list, 'No sound')).toBeUndefined();
      const control = await t.get('/live-director/qna-control/hybrid-summit?status=approved', auth);
      expect(control.json.questions.find((q: { message: string }) => q.message === 'Anonymous one?')).toMatchObject({
        name: 'Ada Asker',
        anonymous: true,
      });
      // Where the event does not take anonymous questions, asking so is refused with the field named.
      const refused = await ask(MODERATED, webinarVoters[0], 'Hidden?', { anonymous: true });
      expect(refused).toMatchObject({ status: 400, json: { fields: ['anonymous'] } });
    },
  );

  it(
    'one upvote per voter: a second up changes nothing, ' + 'down takes it back, a repeated key is answered once',
    async () => {
      await ask(OPEN, voters[0], 'Vote on me?');
      const id = byMessage((await snapshot(OPEN)).list, 'Vote on me?')!.id;
      expect((await upvote(OPEN, id, voters[1], true)).json).toEqual({ questionId: id, up: true, votes: 1 });
      expect((await upvote(OPEN, id, voters[1], true)).json.votes).toBe(1);
      expect((await upvote(OPEN, id, voters[2], true, 'key-upvote-000000001')).json.votes).toBe(2);
      expect((await upvote(OPEN, id, voters[2], true, 'key-upvote-000000001')).json.votes).toBe(2);
      expect((await snapshot(OPEN, voters[2])).upvoted).toContain(id);
      expect((await upvote(OPEN, id, voters[1], false)).json.votes).toBe(1);
      expect((await upvote(OPEN, id, voters[1], false)).json.votes).toBe(1);
      expect(await countedUpvotes(t.db, id)).toBe(1);
      expect(byMessage((await snapshot(OPEN)).list, 'Vote on me?')!.votes).toBe(1);
    },
  );

  it('only registrations of the project upvote; unknown questions are 404, bad input 400', async () => {
    const id = byMessage((await snapshot(OPEN)).list, 'Vote on me?')!.id;
    expect((await upvote(OPEN, id, 'notARegistration0000001', true)).status).toBe(403);
    expect((await upvote(OPEN, 999999, voters[0], true)).status).toBe(404);
    expect((await send(`/live-director/qna/${OPEN}/${id}/upvote`, { voterId: voters[0], up: 'yes' })).status).toBe(400);
    expect((await send(`/live-director/qna/${OPEN}/abc/upvote`, { voterId: voters[0], up: true })).status).toBe(400);
  });

  it('keyed upvotes (one statement of the group commit on PGlite) follow the same rules', async () => {
    const id = byMessage((await snapshot(OPEN)).list, 'Vote on me?')!.id;
    expect((await upvote(OPEN, id, voters[0], true, 'key-upvote-000000010')).json).toEqual({
      questionId: id,
      up: true,
      votes: 2,
    });
    expect((await upvote(OPEN, id, voters[0], true, 'key-upvote-000000011')).json.votes).toBe(2);
    expect((await upvote(OPEN, id, voters[0], false, 'key-upvote-000000012')).json).toEqual({
      questionId: id,
      up: false,
      votes: 1,
    });
    expect((await upvote(OPEN, id, voters[0], false, 'key-upvote-000000012')).json.votes).toBe(1);
    expect((await upvote(OPEN, 999999, voters[0], true, 'key-upvote-000000013')).status).toBe(404);
    expect((await upvote(OPEN, id, 'notARegistration0000001', true, 'key-upvote-000000014')).status).toBe(403);
    expect(await countedUpvotes(t.db, id)).toBe(1);
  });
});

describe('moderated mode', () => {
  it('a question waits for approval: only its asker sees it; approve, highlight, answered, reject', async () => {
    await ask(MODERATED, webinarVoters[0], 'Moderated question?');
    const own = await snapshot(MODERATED, webinarVoters[0]);
    expect(own.mine[0]).toMatchObject({ message: 'Moderated question?', status: 'pending' });
    expect(byMessage(own.list, 'Moderated question?')).toBeUndefined();
    expect(own.list.counts.pending).toBe(1);
    const queue = await t.get('/live-director/qna-control/webinar?status=pending', auth);
    expect(queue.json.questions[0]).toMatchObject({
      message: 'Moderated question?',
      email: 'ada.secret@example.com',
      status: 'pending',
    });
    const id = queue.json.questions[0].id as number;
    expect((await upvote(MODERATED, id, webinarVoters[1], true)).status).toBe(404); // not listed yet
    expect((await moderate('webinar', id, 'highlight')).status).toBe(409);
    expect((await moderate('webinar', id, 'approve')).json.question.status).toBe('approved');
    expect(byMessage((await snapshot(MODERATED)).list, 'Moderated question?')).toBeDefined();
    expect((await moderate('webinar', id, 'highlight')).json.question.highlighted).toBe(true);
    expect((await snapshot(MODERATED)).list.highlighted).toBe(id);
    const answered = await moderate('webinar', id, 'answered');
    expect(answered.json.question).toMatchObject({ status: 'answered', highlighted: false });
    expect((await upvote(MODERATED, id, webinarVoters[1], true)).json.code).toBe('closed');
    expect((await upvote(MODERATED, id, webinarVoters[1], true, 'key-upvote-000000020')).json.code).toBe('closed');
    const list = (await snapshot(MODERATED)).list;
    expect(byMessage(list, 'Moderated question?')?.status).toBe('answered');
    expect(list.counts).toEqual({ pending: 0, approved: 0, answered: 1 });
    await ask(MODERATED, webinarVoters[1], 'Reject me');
    const second = (await t.get('/live-director/qna-control/webinar', auth)).json.questions[0].id as number;
    expect((await moderate('webinar', second, 'reject')).json.question.status).toBe('rejected');
    expect((await snapshot(MODERATED, webinarVoters[1])).mine).toEqual([]);
  });

  it('the moderator calls need the control token; bad actions are 400', async () => {
    expect((await t.get('/live-director/qna-control/webinar')).status).toBe(401);
    expect((await send('/live-director/qna-control/webinar/1', { action: 'approve' })).status).toBe(401);
    expect((await send('/live-director/qna-control/webinar/1', { action: 'delete' }, auth)).status).toBe(400);
    expect((await t.get('/live-director/qna-control/webinar?status=nope', auth)).status).toBe(400);
  });
});

describe('the organiser document', () => {
  it(
    'takes questionsMode private, moderated or open and ' + 'anonymousQuestions; refuses anything else by its path',
    async () => {
      const admin = organiser(t.app);
      const doc = exampleProject();
      doc.events[0].questionsMode = 'moderated';
      doc.events[0].anonymousQuestions = true;
      expect((await admin.put(`/admin/api/projects/${doc._id}`, doc)).status).toBeLessThan(300);
      expect((await t.get(`/live-director/qna/${doc.events[0]._id}`)).json.list).toMatchObject({
        mode: 'moderated',
        anonymousAllowed: true,
      });
      doc.events[0].questionsMode = 'public';
      expect(await admin.put(`/admin/api/projects/${doc._id}`, doc)).toMatchObject({
        status: 400,
        json: { fields: ['events.0.questionsMode'] },
      });
      doc.events[0].questionsMode = 'open';
      doc.events[0].anonymousQuestions = 'yes';
      expect(await admin.put(`/admin/api/projects/${doc._id}`, doc)).toMatchObject({
        status: 400,
        json: { fields: ['events.0.anonymousQuestions'] },
      });
    },
  );
});

describe('private mode (the default)', () => {
  it('lists nothing and the moderator console flow is unchanged', async () => {
    const res = await t.get('/live-director/qna/on-demand');
    expect(res.status).toBe(200);
    expect(res.json.list).toMatchObject({ mode: 'private', questions: [], highlighted: null });
  });
});

describe('a long list', () => {
  it('2,000 questions: the list holds only its top, the rest is paged; the moderator pages the queue', async () => {
    const rows = (status: string, n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          sql`('beng-in-de-praktijk', 'webinar', 'Bulk', 'bulk@example.com', 'content', ${`Bulk ${status} ${i}`},
            ${status}, ${i % 17})`,
      );
    await t.db.execute(
      sql`insert into live_questions (broadcast, event_id, name, email, type, message, status, votes) values
        ${sql.join([...rows('pending', 1700), ...rows('approved', 300)], sql`, `)}`,
    );
    const list = (await snapshot(MODERATED)).list;
    expect(list.counts).toMatchObject({ pending: 1700, approved: 300 });
    expect(list.questions.length).toBeLessThanOrEqual(51);
    expect(
      list.questions.filter((q: PublicQuestion) => q.status === 'approved').every((q: PublicQuestion) => q.votes >= 0),
    ).toBe(true);
    const page = (await t.get(`/live-director/qna/${MODERATED}/page?section=open&sort=votes&offset=20`)).json;
    expect(page.total).toBe(300);
    expect(page.questions).toHaveLength(50);
    expect(page.questions[0].votes).toBeLessThanOrEqual(16);
    const last = (await t.get('/live-director/qna-control/webinar?status=pending&offset=1650', auth)).json;
    expect(last).toMatchObject({ total: 1700, offset: 1650 });
    expect(last.questions).toHaveLength(50);
    expect(last.questions[49].message).toBe('Bulk pending 1699');
  });
});

describe('the pushed list', () => {
  it('every stream gets `event: questions` after a change, bursts collapsed to a few pushes', async () => {
    const readers = await Promise.all(
      [0, 1].map(async () => sseReader((await t.app.request(`http://localhost/live-director/stream/${OPEN}`)).body!)),
    );
    for (const r of readers) await r.nextState();
    await ask(OPEN, voters[2], 'Pushed question?');
    const id = byMessage((await snapshot(OPEN)).list, 'Pushed question?')!.id;
    for (let n = 0; n < 10; n += 1) await upvote(OPEN, id, voters[n % 3], n % 2 === 0);
    for (const r of readers) {
      // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
      let list: any;
      for (let seen = 0; seen < 5; seen += 1) {
        const e = await r.next(3000).catch(() => undefined);
        if (!e) break;
        if (e.event === 'questions') list = JSON.parse(e.data!);
        if (
          list &&
          byMessage(list, 'Pushed question?')?.votes ===
            (await snapshot(OPEN)).list.questions.find((q: { id: number }) => q.id === id).votes
        )
          break;
      }
      expect(v.is(QnaListSchema, list)).toBe(true);
      // Ten upvotes in a burst: far fewer pushes (at most four a second per broadcast).
      let later = 0;
      for (;;) {
        const e = await r.next(700).catch(() => undefined);
        if (!e) break;
        if (e.event === 'questions') later += 1;
      }
      expect(later).toBeLessThanOrEqual(2);
      expect(byMessage(list, 'Pushed question?')).toBeDefined();
      expect(JSON.stringify(list)).not.toContain('@example.com');
      r.close();
    }
  });

  it('retention removes the questions and their upvotes', async () => {
    const { deletePersonalData } = await import('../../server/admin/personalData.ts');
    const counts = await t.db.transaction((tx) => deletePersonalData(tx, 'proj-hybrid-summit'));
    expect(counts.qnaUpvotes).toBeGreaterThan(0);
    expect((await snapshot(OPEN)).list.questions).toEqual([]);
  });
});
