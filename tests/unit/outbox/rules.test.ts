// @vitest-environment node
/** The outbox's pure rules: keys, what is retried, outcomes. */
import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, type RegistrationRequest } from '../../../src/contract';
import {
  isOutcomeExpired,
  isRetryable,
  newIdempotencyKey,
  OUTCOME_KEEP_MS,
  personalPagePath,
  registrationItem,
  rejectedOutcome,
  sentOutcome,
} from '../../../src/domain/outbox';

const body: RegistrationRequest = {
  event_id: 'webinar',
  email: 'a@b.nl',
  time_zone: 'Europe/Amsterdam',
  on_site_viewer: 1,
  SELECTED_EVENTS: ['webinar'],
  ref: 'news',
};

describe('idempotency keys', () => {
  it('makes random keys the server accepts', () => {
    const keys = Array.from({ length: 20 }, () => newIdempotencyKey((bytes) => crypto.getRandomValues(bytes)));
    expect(keys.every(isIdempotencyKey)).toBe(true);
    expect(new Set(keys).size).toBe(20);
  });
  it('accepts 16-64 characters of letters, digits, _ and -', () => {
    expect(isIdempotencyKey('a'.repeat(16))).toBe(true);
    expect(isIdempotencyKey(`${'A_b-9'.repeat(12)}abcd`)).toBe(true);
    for (const bad of ['a'.repeat(15), 'a'.repeat(65), 'with space 0123456', 'ümlaut0123456789', undefined, 42]) {
      expect(isIdempotencyKey(bad), String(bad)).toBe(false);
    }
  });
});

describe('what ends an item', () => {
  it('retries no answer, timeouts, rate limits and server faults; any other 4xx is final', () => {
    expect([0, 408, 429, 500, 502, 503].map(isRetryable)).toEqual([true, true, true, true, true, true]);
    expect([400, 401, 404, 409, 413, 422].map(isRetryable)).toEqual([false, false, false, false, false, false]);
  });
});

describe('items and outcomes', () => {
  const item = registrationItem('key-0123456789abcdef', body, 1000);

  it('keeps the whole request, its event and when it was made', () => {
    expect(item).toEqual({
      id: 'key-0123456789abcdef',
      kind: 'registration',
      body,
      eventId: 'webinar',
      createdAt: 1000,
    });
  });

  it('records what the page needs to continue: the answer and what was asked for', () => {
    const result = { registrationID: 'r'.repeat(24), cannotRegisterForEvents: [], on_site_viewer: 0 };
    const outcome = sentOutcome(item, result, 2000);
    expect(outcome).toEqual({
      id: item.id,
      kind: 'registration',
      eventId: 'webinar',
      settledAt: 2000,
      ok: true,
      result,
      requestedOnSite: 1,
    });
    const { on_site_viewer: _, ...online } = body;
    expect(sentOutcome(registrationItem('k'.repeat(16), online, 0), result, 0).requestedOnSite).toBe(0);
    expect(personalPagePath(outcome)).toBe(`/webinar/${'r'.repeat(24)}`);
  });

  it('records a refusal with its status, message, fields and body', () => {
    const outcome = rejectedOutcome(
      item,
      { status: 409, message: 'Full', body: { cannotRegisterForEvents: ['webinar'] } },
      3000,
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: 409,
      message: 'Full',
      fields: [],
      body: { cannotRegisterForEvents: ['webinar'] },
      settledAt: 3000,
    });
  });

  it('forgets outcomes after a month', () => {
    const outcome = rejectedOutcome(item, { status: 400, message: 'x' }, 0);
    expect(isOutcomeExpired(outcome, OUTCOME_KEEP_MS)).toBe(false);
    expect(isOutcomeExpired(outcome, OUTCOME_KEEP_MS + 1)).toBe(true);
  });
});
