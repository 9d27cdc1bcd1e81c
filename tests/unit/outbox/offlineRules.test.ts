/** Pure rules of issue 13: outcomes of the new kinds, what is counted as waiting, refusals, ages. */
import { describe, expect, it } from 'vitest';
import { ageParts, formatAge, STALE_RETRY_MS, staleRetryDelay } from '../../../src/domain/freshness';
import {
  acceptedOutcome,
  analyticsItem,
  attendanceItem,
  evaluationItem,
  keepsOutcome,
  refusalOf,
  registrationItem,
  rejectedOutcome,
  visibleWaiting,
} from '../../../src/domain/outbox';

const attendance = attendanceItem('k-attendance', { _id: 'reg', event_id: 'hybrid-summit', on_site_viewer: 1 }, 1);
const analytics = analyticsItem('k-analytics', 'page-views', 'proj-pwa', { action: 'evaluation-page-view' }, 2);
const registration = registrationItem('k-registration', { event_id: 'webinar', email: 'a@b.nl' }, 3);
const evaluation = evaluationItem(
  'k-evaluation',
  { evaluation_id: 'e', registration_id: 'r', answers: [] },
  'webinar',
  4,
);

describe('outbox kinds', () => {
  it('records what the attendance page needs, and nothing for analytics', () => {
    expect(acceptedOutcome(attendance, { ok: true, on_site_viewer: 0 }, 9)).toEqual({
      id: 'k-attendance',
      kind: 'attendance',
      eventId: 'hybrid-summit',
      settledAt: 9,
      ok: true,
      result: { ok: true, on_site_viewer: 0 },
      registrationId: 'reg',
      requested: 1,
    });
    const sentAnalytics = acceptedOutcome(analytics, undefined, 9);
    expect(keepsOutcome(sentAnalytics)).toBe(false);
    expect(keepsOutcome(acceptedOutcome(attendance, { ok: true }, 9))).toBe(true);
  });

  it("counts the visitor's own items as waiting, never analytics", () => {
    expect(visibleWaiting([analytics, registration, attendance, evaluation]).map((i) => i.kind)).toEqual([
      'registration',
      'attendance',
      'evaluation',
    ]);
  });

  it('says why an item was refused', () => {
    const refused = (item: Parameters<typeof rejectedOutcome>[0], status: number) =>
      rejectedOutcome(item, { status, message: 'x' }, 1);
    expect(refusalOf(refused(attendance, 409))).toBe('seat-taken');
    expect(refusalOf(refused(attendance, 404))).toBe('gone');
    expect(refusalOf({ kind: 'vote' as never, status: 409 })).toBe('closed');
    expect(refusalOf({ kind: 'vote' as never, status: 410 })).toBe('closed');
    expect(refusalOf(refused(registration, 409))).toBe('refused');
    expect(refusalOf(refused(evaluation, 400))).toBe('refused');
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
