// @vitest-environment node
/**
 * Issue 43, Low: page password guesses were limited per event, so a project of N events allowed
 * 10·N guesses a minute from one address. They are now counted per project: the eleventh wrong
 * guess within a minute is a 429, whichever of the project's events it names.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { events } from '../../../server/db/schema.ts';
import { PASSWORD_GUESSES_PER_MINUTE } from '../../../server/routes/projects.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ rateLimitScale: 1 });
  // A second session of the protected project, before anything of it is read (and cached).
  await t.db.insert(events).values({
    id: 'secure-live-day-2',
    projectId: 'proj-secure-live',
    doc: { name: 'Tag 2', startTime: 0, durationInMinutes: 60 },
  });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const guess = (eventId: string, password: string) =>
  t.post(`/frontend-api/projectevents/${eventId}/protected`, { password });

it('counts the guesses of one address against the project, not each event', async () => {
  for (let i = 0; i < PASSWORD_GUESSES_PER_MINUTE; i += 1)
    expect((await guess('secure-live', `wrong-${i}`)).status).toBe(401);
  const other = await guess('secure-live-day-2', 'wrong-again');
  expect(other.status).toBe(429);
  expect(other.headers.get('retry-after')).toMatch(/^\d+$/);
  // Also the right password waits: nothing tells a guesser that the limit hides a hit.
  expect((await guess('secure-live', 'Open-Sesame')).status).toBe(429);
});
