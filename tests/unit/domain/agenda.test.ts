import { describe, expect, it } from 'vitest';
import {
  agendaButtonsHidden,
  agendaLabel,
  currentSession,
  groupForHash,
  labelAction,
  laterSessionFollows,
  nextSession,
  selectionWith,
  timeUntil,
  upcomingSessions,
} from '../../../src/domain/agenda';

// The seeded multi-session project at "now" = 10 000 s: an opening that ended with on demand,
// a live round with two sessions (B full), a closing in 2 h.
const NOW = 10_000;
const min = 60;
const opening = { _id: 'opening', startTime: NOW - 150 * min, durationInMinutes: 90, onDemandActive: true };
const roundA = {
  _id: 'a',
  startTime: NOW - 20 * min,
  durationInMinutes: 60,
  breakout_group: 'round-1',
  breakoutGroupName: 'Round 1',
  registrationsCountLimit: 50,
};
const roundB = { ...roundA, _id: 'b', registrationsCountLimit: 3, disabled: true };
const closing = { _id: 'closing', startTime: NOW + 120 * min, durationInMinutes: 45 };
const events = [opening, roundA, roundB, closing];
const linus = ['opening', 'a'];

describe('current session', () => {
  it('is the registered live session, not the ended opening the route names', () => {
    expect(currentSession(events, linus, NOW, 'opening')?._id).toBe('a');
  });
  it('else the next registered one, else the last registered one', () => {
    expect(currentSession(events, ['opening', 'closing'], NOW, 'opening')?._id).toBe('closing');
    expect(currentSession(events, ['opening'], NOW, 'opening')?._id).toBe('opening');
    expect(currentSession(events, linus, NOW + 60 * min, 'opening')?._id).toBe('a');
  });
  it('keeps a route session the visitor may attend; never an unchosen breakout', () => {
    expect(currentSession(events, linus, NOW, 'closing')?._id).toBe('closing');
    expect(currentSession(events, linus, NOW, 'b')?._id).toBe('a');
    expect(currentSession(events, [], NOW, 'opening')?._id).toBe('opening');
  });
  it('after the last session, stays on a later route session (no navigation loop)', () => {
    const allEnded = NOW + 200 * min;
    expect(currentSession(events, linus, allEnded, 'closing')?._id).toBe('closing');
    expect(currentSession(events, linus, allEnded, 'opening')?._id).toBe('a');
    expect(nextSession(events, linus, 'closing', allEnded)).toBeUndefined();
  });
});

describe('agenda labels', () => {
  it('Watch, Ended, NOW, Join, time until, Register', () => {
    expect(agendaLabel(opening, NOW, 'a', true)).toEqual({ kind: 'watch' });
    expect(agendaLabel({ ...opening, onDemandActive: false }, NOW, 'a', true)).toEqual({ kind: 'ended' });
    expect(agendaLabel(roundA, NOW, 'a', true)).toEqual({ kind: 'now' });
    expect(agendaLabel(roundB, NOW, 'a', false)).toEqual({ kind: 'join' });
    expect(agendaLabel(closing, NOW, 'a', true)).toEqual({ kind: 'timeUntil', seconds: 120 * min });
    expect(agendaLabel(closing, NOW, 'a', false)).toEqual({ kind: 'register' });
  });
  it('switches at the exact start and end', () => {
    expect(agendaLabel(closing, closing.startTime, 'closing', true)).toEqual({ kind: 'now' });
    expect(agendaLabel(closing, closing.startTime + 45 * min, 'closing', true)).toEqual({ kind: 'ended' });
  });
});

describe('label clicks', () => {
  it('Watch watches; Register and Join register; NOW, Ended and time until do nothing', () => {
    expect(labelAction({ kind: 'watch' }, opening, true)).toBe('watch');
    expect(labelAction({ kind: 'register' }, closing, false)).toBe('register');
    expect(labelAction({ kind: 'join' }, roundA, false)).toBe('register');
    expect(labelAction({ kind: 'now' }, roundA, true)).toBe('none');
    expect(labelAction({ kind: 'ended' }, opening, true)).toBe('none');
    expect(labelAction({ kind: 'timeUntil', seconds: 5 }, closing, true)).toBe('none');
  });
  it('refuses a full session the visitor is not in, by flag or by counts', () => {
    expect(labelAction({ kind: 'join' }, roundB, false)).toBe('full');
    expect(labelAction({ kind: 'join' }, roundB, true)).toBe('register');
    const counts = new Map([['a', 50]]);
    expect(labelAction({ kind: 'join' }, roundA, false, counts)).toBe('full');
  });
  it("a breakout replaces the round's earlier choice; other sessions are added in project order", () => {
    expect(selectionWith(linus, 'b', events)).toEqual(['opening', 'b']);
    expect(selectionWith(linus, 'closing', events)).toEqual(['opening', 'a', 'closing']);
    expect(selectionWith(['closing'], 'opening', events)).toEqual(['opening', 'closing']);
    expect(selectionWith(linus, 'a', events)).toEqual(linus);
  });
});

describe('auto-navigation target', () => {
  it('goes to the earliest further session the visitor has or may join', () => {
    expect(nextSession(events, linus, 'opening', NOW)?._id).toBe('a');
    expect(nextSession(events, linus, 'a', NOW + 45 * min)?._id).toBe('closing');
  });
  it('skips a breakout the visitor did not choose', () => {
    expect(nextSession(events, ['opening', 'b'], 'opening', NOW)?._id).toBe('b');
    const later = { ...closing, _id: 'round-2', breakout_group: 'round-2' };
    expect(
      nextSession(
        [opening, later, { ...closing, _id: 'end', startTime: closing.startTime + 3600 }],
        ['opening'],
        'opening',
        NOW,
      )?._id,
    ).toBe('end');
  });
  it('falls back to the last event, and stops after the last one', () => {
    const endedClosing = NOW + 200 * min;
    expect(nextSession(events, linus, 'a', endedClosing)?._id).toBe('closing');
    expect(nextSession(events, linus, 'closing', endedClosing)).toBeUndefined();
    expect(nextSession(events, linus, 'unknown', NOW)).toBeUndefined();
  });
});

describe('whether a later session follows an ended one (its end page says "this session")', () => {
  it('after Round 1 the closing follows; after the closing nothing does', () => {
    expect(laterSessionFollows(events, 'a', NOW + 45 * min)).toBe(true);
    expect(laterSessionFollows(events, 'closing', NOW + 200 * min)).toBe(false);
    expect(laterSessionFollows(events, 'unknown', NOW)).toBe(false);
  });
});

describe('small rules', () => {
  it('time until start, "< 1 min" under a minute', () => {
    expect(timeUntil(59)).toEqual({ lessThanMinute: true });
    expect(timeUntil(60)).toEqual({ lessThanMinute: false, days: 0, hours: 0, minutes: 1 });
    expect(timeUntil(2 * 86400 + 3 * 3600 + 4 * 60 + 59)).toEqual({
      lessThanMinute: false,
      days: 2,
      hours: 3,
      minutes: 4,
    });
  });
  it('upcoming only leaves out sessions already registered', () => {
    expect(upcomingSessions(events, ['closing'], NOW)).toEqual([]);
    expect(upcomingSessions(events, linus, NOW).map((e) => e._id)).toEqual(['closing']);
  });
  it('hides buttons for configured projects only', () => {
    expect(agendaButtonsHidden('p1', ['p1', 'p2'])).toBe(true);
    expect(agendaButtonsHidden('p3', [])).toBe(false);
  });
  it('opens the group named by the hash', () => {
    const groups = [{ group: 'round-1', name: 'Round 1' }];
    expect(groupForHash('#Round%201', groups)).toBe('round-1');
    expect(groupForHash('#round-1', groups)).toBe('round-1');
    expect(groupForHash('#support', groups)).toBeUndefined();
    expect(groupForHash('', groups)).toBeUndefined();
  });
});
