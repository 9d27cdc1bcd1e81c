// @vitest-environment node
/**
 * Issue 50: a poll whose counts wait for the director's reveal carries them in no visitor answer
 * and no stream message before (the raw stream text is read), and the reveal reaches every open
 * stream in one push; a rating outside its scale is a 400 naming the option.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { CAMPUS, callsOf, rawStream, revealApp, voterId } from './liveRevealSetup.ts';

let t: TestApp;
let calls: ReturnType<typeof callsOf>;
beforeAll(async () => {
  t = await revealApp();
  calls = callsOf(t);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** A counts object of the poll in any JSON text: `"poll-hidden":{`. */
const COUNTS_OF_HIDDEN = /"poll-hidden":\{/;

describe('results on reveal', () => {
  it('no answer nor stream message carries the counts before the reveal; it reaches both pages', async () => {
    const pageA = await rawStream(t);
    const pageB = await rawStream(t);
    try {
      expect((await calls.control({ activePoll: 'poll-hidden' })).status).toBe(200);
      await pageA.until((text) => text.includes('"id":"poll-hidden"'));
      const votes = await Promise.all([
        calls.vote(voterId(1), 'poll-hidden', 'o1'),
        calls.vote(voterId(2), 'poll-hidden', 'o1'),
        calls.vote(voterId(3), 'poll-hidden', 'o3'),
      ]);
      for (const answer of votes) expect(answer).toMatchObject({ status: 200, json: { results: {} } });
      // The page's own overview says nothing of them either; the director's console sees them.
      const overview = await t.get(`/live-director/interaction/${CAMPUS}?voterId=${voterId(1)}`);
      expect(overview.json.votes).toEqual({ 'poll-hidden': 'o1' });
      expect(JSON.stringify(overview.json)).not.toMatch(COUNTS_OF_HIDDEN);
      expect((await calls.controlView()).results['poll-hidden']).toEqual({ o1: 2, o2: 0, o3: 1 });
      // Give the pacer time to push whatever it would (a hidden poll's counts would go out now).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = pageA.text() + pageB.text();
      expect(before).toContain('event: results');
      expect(before).not.toMatch(COUNTS_OF_HIDDEN);
      expect(pageA.events('state').at(-1).items.poll).toMatchObject({ id: 'poll-hidden', showResults: 'onReveal' });
      expect(before).not.toContain('revealed');

      // The reveal: both pages get the counts, in the push of the change.
      const revealed = await calls.control({ reveal: 'poll-hidden' });
      expect(revealed.status).toBe(200);
      for (const page of [pageA, pageB]) {
        await page.until((text) => COUNTS_OF_HIDDEN.test(text));
        expect(page.events('results').at(-1).results['poll-hidden']).toEqual({ o1: 2, o2: 0, o3: 1 });
      }
      // From now on the answers carry them too.
      const after = await calls.vote(voterId(4), 'poll-hidden', 'o2');
      expect(after.json.results).toEqual({ o1: 2, o2: 1, o3: 1 });
      const reread = await t.get(`/live-director/interaction/${CAMPUS}?voterId=${voterId(4)}`);
      expect(reread.json.results['poll-hidden']).toEqual({ o1: 2, o2: 1, o3: 1 });
    } finally {
      await pageA.close();
      await pageB.close();
    }
  });

  it('a repeated key answers as the first time, before and after the reveal alike', async () => {
    await calls.control({ activePoll: 'poll-hidden' });
    const headers = calls.key();
    const first = await calls.vote(voterId(5), 'poll-hidden', 'o3', headers);
    const again = await calls.vote(voterId(5), 'poll-hidden', 'o3', headers);
    expect(again).toEqual(first);
    expect((await calls.controlView()).results['poll-hidden'].o3).toBe(2);
  });

  it('refuses to reveal a poll the broadcast does not hold (400 naming reveal)', async () => {
    const answer = await calls.control({ reveal: 'poll-nowhere' });
    expect(answer).toMatchObject({ status: 400, json: { fields: ['reveal'] } });
  });
});

describe('the rating scale', () => {
  it('takes a value of its scale and refuses one outside it with 400 naming the option', async () => {
    await calls.control({ activePoll: 'rating-ten' });
    for (const outside of ['0', '11', '-1', '5.5', 'ten']) {
      const refused = await calls.vote(voterId(10), 'rating-ten', outside);
      expect(refused).toMatchObject({ status: 400, json: { fields: ['optionId'] } });
    }
    expect((await calls.vote(voterId(10), 'rating-ten', '10')).json.results['10']).toBe(1);
    const second = await calls.vote(voterId(11), 'rating-ten', '7');
    expect(second.status).toBe(200);
    expect(Object.keys(second.json.results).sort((a, b) => Number(a) - Number(b))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    // Nothing of the refused ones was counted.
    const counted = (await calls.controlView()).results['rating-ten'];
    expect(Object.values(counted).reduce((a: number, b) => a + Number(b), 0)).toBe(2);
  });

  it("the pushed state carries the scale and the organiser's labels", async () => {
    await calls.control({ activePoll: 'rating-ten' });
    const state = (await t.get(`/live-director/state/${CAMPUS}`)).json;
    expect(state.items.poll).toMatchObject({ rating: { max: 10, low: 'Not at all', high: 'Very' } });
  });
});
