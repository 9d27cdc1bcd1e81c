// @vitest-environment node
/**
 * Issue 43, Medium: on an open-registration event one client could steer the open Q&A. Its
 * voter ids were invented by the browser (twelve gave one question twelve upvotes) and a question
 * without a registration was never counted against anyone (35 in a minute, all listed at once).
 * Now: the server issues the voter ids (signed, limited per address), every question counts
 * against its voter id (429 after the limit), one address counts at most 20 upvotes on a
 * question, and a projected room screen lists open questions only where the organiser chose so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS_PER_VOTER_PER_MINUTE, UPVOTES_PER_ADDRESS_PER_QUESTION } from '../../../server/live/voters.ts';
import { VOTER_IDS_PER_ADDRESS_PER_HOUR } from '../../../server/live/voterIds.ts';
import { roomScreenListsQuestions } from '../../../src/domain/qna.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

const BROADCAST = 'campus-noord-open-dag';
let t: TestApp;
// The address is the proxy's X-Forwarded-For entry (TRUST_PROXY=1): loopback addresses only.
beforeAll(async () => {
  t = await makeTestApp({ rateLimitScale: 1, trustProxy: 1 });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** Each call from its own address unless told: only the limit under test is reached. */
let addresses = 0;
const post = async (
  path: string,
  body: unknown,
  address = `127.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`,
) => {
  const res = await t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
  return { status: res.status, json: (await res.json()) as Record<string, any> };
};
const issue = async (address?: string) => (await post('/live-director/voter-id', {}, address)).json.voterId as string;
const ask = (voterId: string, message: string, address?: string) =>
  post(
    '/live-director/ask-question',
    {
      broadcastSlug: BROADCAST,
      registrationId: 'openRegistrationId000000',
      eventId: 'open-hybrid',
      voterId,
      question: { name: 'The CEO (official)', type: 'content', message },
    },
    address,
  );

describe('open Q&A of an open-registration event', () => {
  it('takes only voter ids the server issued (signed), not ones the browser invents', async () => {
    const issued = await issue();
    expect(issued).toMatch(/^v[A-Za-z0-9_-]{43}$/);
    expect((await ask(issued, 'A fair question?')).status).toBe(201);
    for (const invented of [
      'browserVoterIdRandom0001',
      `v${'A'.repeat(43)}`,
      `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const res = await ask(invented, 'Stuffed?');
      expect(res.status, invented).toBe(403);
      expect(res.json).toMatchObject({ code: 'voter-not-issued', fields: ['voterId'] });
    }
  });

  it('issues a limited number of voter ids per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < VOTER_IDS_PER_ADDRESS_PER_HOUR + 1; i += 1)
      statuses.push((await post('/live-director/voter-id', {}, '127.1.0.99')).status);
    expect(statuses.slice(0, VOTER_IDS_PER_ADDRESS_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts every question against its voter id: 35 from one voter id give 429 after the limit', async () => {
    const voter = await issue();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) statuses.push((await ask(voter, `Question number ${i}?`)).status);
    expect(statuses.slice(0, QUESTIONS_PER_VOTER_PER_MINUTE)).toEqual(Array(QUESTIONS_PER_VOTER_PER_MINUTE).fill(201));
    expect(statuses.slice(QUESTIONS_PER_VOTER_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });

  it('25 upvotes from one address on one question count at most the cap', async () => {
    const asker = await issue();
    expect((await ask(asker, 'Which question gets to the top?')).status).toBe(201);
    const list = (await t.get(`/live-director/qna/${BROADCAST}`)).json.list.questions as {
      id: number;
      message: string;
    }[];
    const question = list.find((q) => q.message === 'Which question gets to the top?')!;
    const voters = await Promise.all(Array.from({ length: 25 }, () => issue()));
    const statuses: number[] = [];
    for (const voterId of voters)
      statuses.push(
        (await post(`/live-director/qna/${BROADCAST}/${question.id}/upvote`, { voterId, up: true }, '127.1.0.77'))
          .status,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(UPVOTES_PER_ADDRESS_PER_QUESTION);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - UPVOTES_PER_ADDRESS_PER_QUESTION);
    const after = (await t.get(`/live-director/qna/${BROADCAST}`)).json.list.questions.find(
      (q: { id: number }) => q.id === question.id,
    );
    expect(after.votes).toBe(UPVOTES_PER_ADDRESS_PER_QUESTION);
  });

  it('a projected room screen lists the open questions of an `open` event only where the organiser chose so', () => {
    expect(roomScreenListsQuestions({ questionsMode: 'open' })).toBe(false);
    expect(roomScreenListsQuestions({ questionsMode: 'open', questionsScreen: 'moderated' })).toBe(false);
    expect(roomScreenListsQuestions({ questionsMode: 'open', questionsScreen: 'open' })).toBe(true);
    expect(roomScreenListsQuestions({ questionsMode: 'moderated' })).toBe(true);
  });
});
