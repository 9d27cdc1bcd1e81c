/** Pure rules of issue 13: outcomes of the new kinds, what is counted as waiting, refusals, ages. */
import { describe, expect, it } from 'vitest';
import { ageParts, formatAge, STALE_RETRY_MS, staleRetryDelay } from '../../../src/domain/freshness';
import { COMMANDS } from '../../../src/contract/commands';
import { keepsOutcome, refusedOutcome, sentOutcome, visibleWaiting } from '../../../src/domain/outbox';
import { outboxItem } from './items';

const attendance = outboxItem(
  'k-attendance',
  { kind: 'attendance', body: { _id: 'reg', event_id: 'hybrid-summit', on_site_viewer: 1 } },
  'hybrid-summit',
  1,
);
const pageView = outboxItem(
  'k-analytics',
  { kind: 'pageView', params: { projectKey: 'proj-pwa' }, body: { action: 'evaluation-page-view' } },
  '',
  2,
);
const registration = outboxItem(
  'k-registration',
  { kind: 'registration', body: { event_id: 'webinar', email: 'a@b.nl' } },
  'webinar',
  3,
);
const evaluation = outboxItem(
  'k-evaluation',
  { kind: 'evaluation', body: { evaluation_id: 'e', registration_id: 'r', answers: [] } },
  'webinar',
  4,
);

describe('outbox kinds', () => {
  it("keeps an outcome where the command table's outcome is not silent: never for analytics", () => {
    expect(sentOutcome(attendance, { ok: true, on_site_viewer: 0 }, 9)).toEqual({
      id: 'k-attendance',
      kind: 'attendance',
      eventId: 'hybrid-summit',
      settledAt: 9,
      ok: true,
      answer: { ok: true, on_site_viewer: 0 },
    });
    expect(COMMANDS.pageView.outcome).toBe('silent');
    expect(keepsOutcome(sentOutcome(pageView, undefined, 9))).toBe(false);
    expect(keepsOutcome(sentOutcome(attendance, { ok: true }, 9))).toBe(true);
    expect(keepsOutcome(refusedOutcome(evaluation, { status: 400, message: 'x' }, 9))).toBe(true);
  });

  it("counts the visitor's own items as waiting, never analytics", () => {
    const waiting = visibleWaiting([pageView, registration, attendance, evaluation]);
    expect(waiting.map((i) => i.call.kind)).toEqual(['registration', 'attendance', 'evaluation']);
  });

  it('takes the kind of a refusal from the error body, never from the status', () => {
    const refused = (status: number, body?: unknown) => refusedOutcome(attendance, { status, message: 'x', body }, 1);
    expect(refused(409, { error: 'x', kind: 'full' }).refusal.kind).toBe('full');
    expect(refused(409, { error: 'x', kind: 'closed' }).refusal.kind).toBe('closed');
    expect(refused(404, { error: 'x', kind: 'not-found' }).refusal.kind).toBe('not-found');
    // No kind named (an older server, a proxy's page), or one this app does not know: no kind.
    expect(refused(409, { error: 'x' }).refusal.kind).toBeUndefined();
    expect(refused(409, { error: 'x', kind: 'something-new' }).refusal.kind).toBeUndefined();
    expect(refused(409).refusal.kind).toBeUndefined();
  });
});

describe('the age of a kept copy', () => {
  const MIN = 60_000;
  it('uses the largest whole unit', () => {
    expect(ageParts(0, 45_000)).toEqual({ value: 45, unit: 'second' });
    expect(ageParts(0, 5 * MIN + 59_000)).toEqual({ value: 5, unit: 'minute' });
    expect(ageParts(0, 3 * 60 * MIN)).toEqual({ value: 3, unit: 'hour' });
    expect(ageParts(0, 50 * 60 * MIN)).toEqual({ value: 2, unit: 'day' });
    expect(ageParts(10_000, 0)).toEqual({ value: 0, unit: 'second' });
  });

  it('words it in each language', () => {
    expect(formatAge(0, 5 * MIN, 'en-GB')).toBe('5 minutes ago');
    expect(formatAge(0, 5 * MIN, 'nl-NL')).toBe('5 minuten geleden');
    expect(formatAge(0, 5 * MIN, 'de-DE')).toBe('vor 5 Minuten');
    expect(formatAge(0, 5 * MIN, 'fr-FR')).toBe('il y a 5 minutes');
    expect(formatAge(0, 3_000, 'en-GB')).toBe('now');
  });
});

describe('trying again while a kept copy is shown', () => {
  it('tries soon after the browser is back online, then slows to the steady pace', () => {
    expect(staleRetryDelay(null)).toBe(STALE_RETRY_MS);
    expect([0, 1, 2, 3, 4, 5, 6].map(staleRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe('caches an update leaves behind', () => {
  it('are our runtime caches of another version, never the current ones or the precache', async () => {
    const { SW_CACHE, outdatedCaches } = await import('../../../src/state/storageKeys');
    const names = [
      'eventhall-project-data',
      'eventhall-images-v1',
      SW_CACHE.projectData,
      SW_CACHE.handouts,
      'workbox-precache-v2-http://x/',
      'other-app',
    ];
    expect(outdatedCaches(names)).toEqual(['eventhall-project-data', 'eventhall-images-v1']);
  });
});
