// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProjectEvent } from '../../../src/contract';
import {
  availability,
  breakoutRounds,
  chooseBreakout,
  defaultSelection,
  isEventFull,
  keepOpen,
  requiredRounds,
  roundsComplete,
} from '../../../src/domain/breakouts';

const NOW = 1_800_000_000;
const ev = (id: string, extra: Partial<ProjectEvent> = {}): ProjectEvent => ({
  _id: id,
  name: id,
  startTime: NOW + 3600,
  durationInMinutes: 60,
  ...extra,
});
const round1 = { breakout_group: 'round-1', breakoutGroupName: 'Round 1' };

// The multi-session demo: an opening that ended with on-demand, a live round (B full), a closing.
const events = [
  ev('opening', { startTime: NOW - 150 * 60, durationInMinutes: 90, onDemandActive: true }),
  ev('r1a', { ...round1, startTime: NOW - 20 * 60, registrationsCountLimit: 50 }),
  ev('r1b', { ...round1, startTime: NOW - 20 * 60, registrationsCountLimit: 3 }),
  ev('closing', { startTime: NOW + 120 * 60, durationInMinutes: 45 }),
];
const counts = new Map([
  ['opening', 4],
  ['r1a', 1],
  ['r1b', 3],
  ['closing', 0],
]);

describe('rounds', () => {
  it('groups breakout events by breakout_group, named by breakoutGroupName', () => {
    const rounds = breakoutRounds([...events, ev('r2a', { breakout_group: 'round-2' })]);
    expect(rounds.map((r) => [r.group, r.name, r.events.map((e) => e._id)])).toEqual([
      ['round-1', 'Round 1', ['r1a', 'r1b']],
      ['round-2', 'round-2', ['r2a']],
    ]);
  });
});

describe('full and ended sessions', () => {
  it('full when flagged disabled or when the count reached the limit', () => {
    expect(isEventFull(events[2], counts)).toBe(true);
    expect(isEventFull(events[1], counts)).toBe(false);
    expect(isEventFull(ev('x', { disabled: true }))).toBe(true);
    expect(isEventFull(ev('x', { registrationsCountLimit: null }), new Map([['x', 999]]))).toBe(false);
    expect(isEventFull(ev('x', { registrationsCountLimit: 2 }), new Map([['x', 1]]))).toBe(false);
  });
  it('an ended session is open only with on-demand', () => {
    expect(availability(events[0], NOW, counts)).toBe('open');
    expect(availability(ev('old', { startTime: NOW - 7200 }), NOW)).toBe('ended');
    expect(availability(events[2], NOW, counts)).toBe('full');
  });
});

describe('selection', () => {
  it('includes the open non-breakout events by default', () => {
    expect(defaultSelection(events, NOW, counts)).toEqual(['opening', 'closing']);
    expect(defaultSelection([...events, ev('old', { startTime: NOW - 7200 })], NOW, counts)).toEqual([
      'opening',
      'closing',
    ]);
  });
  it('a breakout choice replaces the earlier choice of its group, in project order', () => {
    const withA = chooseBreakout(['opening', 'closing'], 'r1a', events);
    expect(withA).toEqual(['opening', 'r1a', 'closing']);
    expect(chooseBreakout(withA, 'r1b', events)).toEqual(['opening', 'r1b', 'closing']);
    expect(chooseBreakout(withA, 'r1a', events)).toEqual(['opening', 'r1a', 'closing']);
  });
  it('new counts drop choices that became full', () => {
    expect(keepOpen(['opening', 'r1b', 'closing'], events, NOW, counts)).toEqual(['opening', 'closing']);
  });
  it('rounds that need a choice list their open sessions; a round with none is not required', () => {
    expect(requiredRounds(events, NOW, counts)).toEqual([{ group: 'round-1', eventIds: ['r1a'] }]);
    const allFull = new Map([...counts, ['r1a', 50]]);
    expect(requiredRounds(events, NOW, allFull)).toEqual([]);
    expect(roundsComplete(['opening', 'closing'], requiredRounds(events, NOW, counts))).toBe(false);
    expect(roundsComplete(['opening', 'r1a', 'closing'], requiredRounds(events, NOW, counts))).toBe(true);
  });
});
