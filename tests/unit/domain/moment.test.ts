// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarOfferedAt, momentOf, registrationMoment } from '../../../src/domain/moment';

const NOW = 1_000_000;
const min = 60;
const ev = (id: string, startOffsetMin: number, duration: number, onDemandActive = false) => ({
  _id: id,
  startTime: NOW + startOffsetMin * min,
  durationInMinutes: duration,
  onDemandActive,
});

describe('the moment of an event (issue 45)', () => {
  it('before the start, while it runs, after the end, and after the end with a replay', () => {
    expect(momentOf([ev('w', 2 * 24 * 60, 60)], NOW)).toBe('before');
    expect(momentOf([ev('h', -15, 180)], NOW)).toBe('live');
    expect(momentOf([ev('x', -120, 60)], NOW)).toBe('after');
    expect(momentOf([ev('od', -26 * 60, 75, true)], NOW)).toBe('replay');
  });
  it('switches at the exact start and end', () => {
    const event = ev('e', 0, 30);
    expect(momentOf([event], NOW - 1)).toBe('before');
    expect(momentOf([event], NOW)).toBe('live');
    expect(momentOf([event], NOW + 30 * min - 1)).toBe('live');
    expect(momentOf([event], NOW + 30 * min)).toBe('after');
  });
  it('of several sessions: a live one wins, then one to come, then a replay', () => {
    const opening = ev('opening', -150, 90, true);
    const round = ev('round', -20, 60);
    const closing = ev('closing', 120, 45);
    expect(momentOf([opening, round, closing], NOW)).toBe('live');
    expect(momentOf([opening, closing], NOW)).toBe('before');
    expect(momentOf([opening, ev('ended', -60, 30)], NOW)).toBe('replay');
    expect(momentOf([], NOW)).toBe('before');
  });
  it("a registration speaks of its own sessions; unknown or no sessions: the project's", () => {
    const events = [ev('opening', -150, 90, true), ev('round', -20, 60), ev('closing', 120, 45)];
    expect(registrationMoment(events, ['closing'], NOW)).toBe('before');
    expect(registrationMoment(events, ['opening', 'round'], NOW)).toBe('live');
    expect(registrationMoment(events, ['opening'], NOW)).toBe('replay');
    expect(registrationMoment(events, [], NOW)).toBe('live');
    expect(registrationMoment(events, ['gone'], NOW)).toBe('live');
    expect(registrationMoment(events, undefined, NOW)).toBe('live');
  });
  it('offers a calendar entry only before the start', () => {
    expect(calendarOfferedAt('before')).toBe(true);
    expect(calendarOfferedAt('live')).toBe(false);
    expect(calendarOfferedAt('after')).toBe(false);
    expect(calendarOfferedAt('replay')).toBe(false);
  });
});
