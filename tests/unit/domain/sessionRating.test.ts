import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SessionRatingRequestSchema } from '../../../src/contract/sessionRating';
import { mayRate, ratingRows } from '../../../src/domain/sessionRating';

const ID = 'abcdefghijklmnopqrstuvwx';

describe('ratingRows', () => {
  it('gives a row per value, lowest first, with its rounded share', () => {
    expect(ratingRows({ 1: 1, 2: 0, 3: 0, 4: 2, 5: 0 })).toEqual([
      { value: '1', count: 1, percent: 33 },
      { value: '2', count: 0, percent: 0 },
      { value: '3', count: 0, percent: 0 },
      { value: '4', count: 2, percent: 67 },
      { value: '5', count: 0, percent: 0 },
    ]);
  });

  it('has no share without ratings', () => {
    expect(ratingRows({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }).map((row) => row.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('mayRate', () => {
  const plain = { previewMode: false, unregistered: false };
  it('takes a personal link only', () => {
    expect(mayRate(ID, plain)).toBe(true);
    expect(mayRate(null, plain)).toBe(false);
    expect(mayRate('short', plain)).toBe(false);
    expect(mayRate('openRegistrationId000000', plain)).toBe(false);
  });

  it('never in a preview or for a cancelled registration', () => {
    expect(mayRate(ID, { previewMode: true, unregistered: false })).toBe(false);
    expect(mayRate(ID, { previewMode: false, unregistered: true })).toBe(false);
  });
});

describe('the rating request', () => {
  it.each([1, 3, 5])('takes %s', (value) => {
    expect(v.is(SessionRatingRequestSchema, { registrationId: ID, value })).toBe(true);
  });

  it.each([0, 6, 2.5, '4', Number.NaN])('refuses %s on the value', (value) => {
    const result = v.safeParse(SessionRatingRequestSchema, { registrationId: ID, value });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['value']);
  });
});
