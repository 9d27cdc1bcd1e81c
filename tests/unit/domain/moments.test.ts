// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionOnShow } from '../../../src/domain/agenda';
import { calendarEntry, calendarOffered } from '../../../src/domain/calendar';
import { endPageChat } from '../../../src/domain/chat';
import { availableLiveTabs } from '../../../src/domain/liveTabOrder';
import { projectOnDemandRedirect } from '../../../src/domain/onDemandRedirect';
import { availablePwaTabs } from '../../../src/domain/tabs';

/** Both chat kinds embedded (the demo's stand-ins). */
const embeds = { eventChat: '/dev/chat/event/{id}', websiteChat: '/dev/chat/website/{id}' };
const NOW = 1_000_000;
const ev = (id: string, startOffsetMin: number, duration: number, extra: Record<string, unknown> = {}) => ({
  _id: id,
  name: id,
  startTime: NOW + startOffsetMin * 60,
  durationInMinutes: duration,
  ...extra,
});
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
    expect(projectOnDemandRedirect(project as never, 'event', 'abcdefghijklmnopqrstuvwx', false, NOW)).toBe(
      '/opening/abcdefghijklmnopqrstuvwx/ondemand-with-registration',
    );
    expect(
      projectOnDemandRedirect(project as never, 'personal-link', 'abcdefghijklmnopqrstuvwx', false, NOW),
    ).toBeNull();
  });
  it('a multi-session project with a live round does not', () => {
    const multi = { ...project, projectType: 'multiSession', events: [opening, roundA, closing] };
    expect(projectOnDemandRedirect(multi as never, 'landing', null, false, NOW)).toBeNull();
  });
});

describe('LIVE-29: the sidebars honour showProgramTab', () => {
  const base = { projectType: 'single', topics: [{ title: 'Intro' }], event: {} };
  it('false keeps the program out of the live and web-app sidebars; unset follows the topics', () => {
    expect(availableLiveTabs(base, null, embeds)).toContain('program');
    expect(availableLiveTabs({ ...base, showProgramTab: false }, null, embeds)).not.toContain('program');
    expect(availablePwaTabs(base)).toContain('program');
    expect(availablePwaTabs({ ...base, showProgramTab: false })).not.toContain('program');
    expect(availablePwaTabs({ ...base, topics: [], showProgramTab: true })).toContain('program');
  });
});

describe('END-03: endPage.showCrispChat', () => {
  const website = { chatType: 'websiteChat', websiteChatId: 'site-1' };
  it('true keeps the chat on the end page, false keeps it out, unset follows the controller', () => {
    expect(endPageChat(website, true, false, embeds)).toBe(true);
    expect(endPageChat(website, false, true, embeds)).toBe(false);
    expect(endPageChat(website, undefined, true, embeds)).toBe(true);
    expect(endPageChat(website, undefined, false, embeds)).toBe(false);
    expect(endPageChat({ chatType: 'noChat' }, true, true, embeds)).toBe(false);
  });
});
