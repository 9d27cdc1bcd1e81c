// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionOnShow } from '../../../src/domain/agenda';
import { calendarEntry, calendarOffered } from '../../../src/domain/calendar';
import { projectOnDemandRedirect } from '../../../src/domain/onDemandRedirect';

const NOW = 1_000_000;
const ev = (id: string, startOffsetMin: number, duration: number, extra: Record<string, unknown> = {}) =>
  ({ _id: id, name: id, startTime: NOW + startOffsetMin * 60, durationInMinutes: duration, ...extra });
const opening = ev('opening', -150, 90, { onDemandActive: true });
const roundA = ev('round-a', -20, 60, { breakout_group: 'r1', breakoutGroupName: 'Round 1' });
const closing = ev('closing', 120, 45);

describe('the session public pages speak of (issue 30)', () => {
  it('is the project event while it has not ended', () => {
    expect(sessionOnShow([opening, roundA, closing], closing, NOW)).toBe(closing);
  });
  it('after the opening: the live round, else the next session, else the opening itself', () => {
    expect(sessionOnShow([opening, roundA, closing], opening, NOW)).toBe(roundA);
    expect(sessionOnShow([opening, closing], opening, NOW)).toBe(closing);
    expect(sessionOnShow([opening], opening, NOW)).toBe(opening);
  });
});

describe('calendar offer follows the moment', () => {
  const source = { projectId: 'p', eventTitle: 'T', registrationId: 'r', personalUrl: 'https://x/e/r', host: 'x' };
  it('is offered while some event is to come or live, not after the last one ended', () => {
    expect(calendarOffered([opening, closing], NOW)).toBe(true);
    expect(calendarOffered([opening], NOW)).toBe(false);
    expect(calendarEntry({ ...source, events: [opening], now: NOW })).toBeUndefined();
    expect(calendarEntry({ ...source, events: [opening, closing], now: NOW })).toBeDefined();
    expect(calendarEntry({ ...source, events: [opening] })).toBeDefined(); // without a clock: the plain entry
  });
});

describe('SHELL-06: the personal link checks the redirect the personal page would make', () => {
  const project = { projectType: 'single', requireRegistrationForOnDemand: true, event: opening, events: [opening] };
  it('an on-demand project would send the personal page to the replay', () => {
    expect(projectOnDemandRedirect(project as never, 'event', 'abcdefghijklmnopqrstuvwx', false, NOW))
      .toBe('/opening/abcdefghijklmnopqrstuvwx/ondemand-with-registration');
    expect(projectOnDemandRedirect(project as never, 'personal-link', 'abcdefghijklmnopqrstuvwx', false, NOW)).toBeNull();
  });
  it('a multi-session project with a live round does not', () => {
    const multi = { ...project, projectType: 'multiSession', events: [opening, roundA, closing] };
    expect(projectOnDemandRedirect(multi as never, 'landing', null, false, NOW)).toBeNull();
  });
});
