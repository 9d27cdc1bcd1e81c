// @vitest-environment node
/**
 * POST /api/evaluations and GET /api/evaluations/{evaluationId}/{registrationId}: validation, storage, update,
 * idempotency.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationAnswers } from '../../server/db/schema.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const GRACE = 'demoRegistrationOnline01';
const valid = [
  { questionId: 'overall', answerInt: 4 },
  { questionId: 'recommend', answerInt: 8 },
  { questionId: 'heard-from', answerObjectId: 'newsletter' },
];
const send = (answers: unknown[], registrationId = GRACE, evaluationId = 'eval-hybrid-summit') =>
  t.post('/api/evaluations', { evaluation_id: evaluationId, registration_id: registrationId, answers });

/** A real registration: only those answer an evaluation of a registration-required project (issue 27). */
async function registered(email: string, form: Record<string, unknown> = hybridForm(email, 0)): Promise<string> {
  const res = await t.post('/api/registrations', form);
  expect(res.status).toBe(200);
  return res.json.registrationID;
}

async function postWithKey(body: unknown, key: string) {
  const res = await t.app.request('http://localhost/api/evaluations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json(), replayed: res.headers.get('Idempotent-Replayed') };
}

describe('POST /api/evaluations', () => {
  it('the project document carries the evaluations', async () => {
    const res = await t.get('/frontend-api/projectevents/hybrid-summit');
    expect(res.json.evaluation._id).toBe('eval-hybrid-summit');
    expect(res.json.onSiteEvaluation._id).toBe('eval-hybrid-summit-onsite');
    const types = new Set(res.json.evaluation.fields.map((f: { type: string }) => f.type));
    expect(types).toEqual(new Set(['star-rating', 'scale', 'dropdown', 'checkbox', 'text']));
  });

  it('stores the answers, and a second send updates them', async () => {
    const id = await registered('eval.store@example.com');
    const first = await send(valid, id);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ ok: true, updated: false });
    const again = await send(
      [
        ...valid.slice(0, 2),
        { questionId: 'heard-from', answerText: 'A podcast' },
        { questionId: 'remarks', answerText: 'Great' },
      ],
      id,
    );
    expect(again.json).toMatchObject({ ok: true, updated: true });
    const rows = await t.db.select().from(evaluationAnswers).where(eq(evaluationAnswers.registrationId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.projectId).toBe('proj-hybrid-summit');
    const read = await t.get(`/api/evaluations/eval-hybrid-summit/${id}`);
    expect(read.json.answers).toEqual([
      { questionId: 'overall', answerInt: 4 },
      { questionId: 'recommend', answerInt: 8 },
      { questionId: 'heard-from', answerText: 'A podcast' },
      { questionId: 'remarks', answerText: 'Great' },
    ]);
  });

  it('reads null before anything was sent, 404 for an unknown evaluation', async () => {
    expect((await t.get('/api/evaluations/eval-hybrid-summit/nothingSentYet0000000000')).json).toEqual({
      answers: null,
    });
    expect((await t.get('/api/evaluations/eval-nope/nothingSentYet0000000000')).status).toBe(404);
  });

  it('refuses an empty required star rating and scale, naming the questions', async () => {
    const res = await send([{ questionId: 'heard-from', answerObjectId: 'colleague' }]);
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual(['overall', 'recommend']);
    const zero = await send([
      { questionId: 'overall', answerInt: 0 },
      { questionId: 'recommend', answerInt: 0 },
      valid[2],
    ]);
    expect(zero.json.fields).toEqual(['overall', 'recommend']);
  });

  it('refuses out-of-range values, unknown options and questions, and empty open answers', async () => {
    const cases: [unknown[], string][] = [
      [[{ questionId: 'overall', answerInt: 6 }, valid[1], valid[2]], 'overall'],
      [[valid[0], { questionId: 'recommend', answerInt: 11 }, valid[2]], 'recommend'],
      [[valid[0], valid[1], { questionId: 'heard-from', answerObjectId: 'other' }], 'heard-from'],
      [[valid[0], valid[1], { questionId: 'heard-from', answerText: '  ' }], 'heard-from'],
      [[...valid, { questionId: 'sessions', answerArray: ['nope'] }], 'sessions'],
      [[...valid, { questionId: 'ghost', answerText: 'boo' }], 'ghost'],
      [[...valid, valid[0]], 'overall'],
    ];
    for (const [answers, field] of cases) {
      const res = await send(answers);
      expect(res.status, JSON.stringify(answers)).toBe(400);
      expect(res.json.fields).toContain(field);
    }
  });

  it('needs exactly one answer value per answer, and known ids', async () => {
    expect((await send([{ questionId: 'overall', answerInt: 4, answerText: 'four' }, valid[1], valid[2]])).status).toBe(
      400,
    );
    expect((await send([{ questionId: 'overall' }, valid[1], valid[2]])).status).toBe(400);
    const unknown = await send(valid, GRACE, 'eval-unknown');
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual(['evaluation_id']);
    expect((await send(valid, 'not a valid id!')).status).toBe(400);
    const short = await send(valid, 'demoRegistrationOnline0');
    expect(short.status).toBe(400);
    expect(short.json.fields).toEqual(['registration_id']);
  });

  it('accepts the on-site evaluation, and a fake id where registration is open', async () => {
    const res = await send(
      [
        { questionId: 'overall', answerInt: 5 },
        { questionId: 'venue', answerInt: 7 },
        { questionId: 'wifi', answerArray: ['yes'] },
      ],
      'demoRegistrationHybrid01',
      'eval-hybrid-summit-onsite',
    );
    expect(res.status).toBe(200);
    const open = await send([{ questionId: 'cijfer', answerInt: 8 }], 'fakeIdFromSessionStore01', 'eval-open-hybrid');
    expect(open.status).toBe(200);
  });

  it('processes one Idempotency-Key once', async () => {
    const id = await registered('eval.key@example.com', {
      event_id: 'on-demand',
      email: 'eval.key@example.com',
      first_name: 'Eva',
      last_name: 'Clé',
      time_zone: 'Europe/Paris',
    });
    const body = {
      evaluation_id: 'eval-on-demand',
      registration_id: id,
      answers: [
        { questionId: 'note', answerInt: 3 },
        { questionId: 'geste', answerObjectId: 'sauvegardes' },
      ],
    };
    const first = await postWithKey(body, 'evaluation-key-0000000001');
    const second = await postWithKey(body, 'evaluation-key-0000000001');
    expect(first.json).toMatchObject({ ok: true, updated: false });
    expect(second).toEqual({ ...first, replayed: 'true' });
    const other = await postWithKey(
      { ...body, answers: [body.answers[0], { questionId: 'geste', answerObjectId: 'mots-de-passe' }] },
      'evaluation-key-0000000001',
    );
    expect(other.status).toBe(422);
  });
});
