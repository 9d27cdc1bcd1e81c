/**
 * The notification rules of issue 34 as plain functions: what a push becomes, when the service
 * worker shows it (no page of the site visible), what a tap opens (only this origin, an open
 * window of that page focused), when the opt-in is offered (iOS only installed), the feed link.
 */
import { describe, expect, it } from 'vitest';
import { openUrl, parsePush, shouldShow, windowToFocus } from '../../../sw/pushMessage';
import { calendarFeedApi } from '../../../src/api/calendarFeed';
import {
  calendarFeedUrl,
  isAppleMobile,
  keyBytes,
  pushAvailability,
} from '../../../src/features/notifications/pushSupport';

const ORIGIN = 'https://events.example.com';

describe('push message (service worker)', () => {
  it('reads the server’s message and refuses anything else', () => {
    const text = JSON.stringify({
      kind: 'poll-open',
      title: 'Opening',
      body: 'Eine Umfrage ist geöffnet',
      lang: 'de',
      url: '/ev/reg',
      tag: 'poll-open-ev',
    });
    expect(parsePush(text)).toEqual({
      kind: 'poll-open',
      title: 'Opening',
      body: 'Eine Umfrage ist geöffnet',
      lang: 'de',
      url: '/ev/reg',
      tag: 'poll-open-ev',
    });
    expect(parsePush('not json')).toBeUndefined();
    expect(parsePush(JSON.stringify({ title: 'x' }))).toBeUndefined();
    expect(parsePush(undefined)).toBeUndefined();
  });

  it('shows nothing while a page of the site is visible', () => {
    expect(shouldShow([])).toBe(true);
    expect(shouldShow([{ visibilityState: 'hidden' }])).toBe(true);
    expect(shouldShow([{ visibilityState: 'hidden' }, { visibilityState: 'visible' }])).toBe(false);
  });

  it('a tap opens the personal page of this origin, never another site, and focuses it when open', () => {
    expect(openUrl('/ev/reg', ORIGIN)).toBe(`${ORIGIN}/ev/reg`);
    expect(openUrl('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(openUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
    const windows = [{ url: `${ORIGIN}/other` }, { url: `${ORIGIN}/ev/reg#chat` }];
    expect(windowToFocus(windows, `${ORIGIN}/ev/reg`)).toBe(windows[1]);
    expect(windowToFocus(windows, `${ORIGIN}/ev/x`)).toBeUndefined();
  });
});

describe('opt-in (app)', () => {
  const env = { hasPushManager: true, hasServiceWorker: true, hasNotification: true, ios: false, standalone: false };
  it('is offered where push works, on iOS only in the installed app', () => {
    expect(pushAvailability(env)).toBe('available');
    expect(pushAvailability({ ...env, ios: true })).toBe('install-first');
    expect(pushAvailability({ ...env, ios: true, standalone: true })).toBe('available');
    expect(pushAvailability({ ...env, hasPushManager: false })).toBe('unsupported');
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
  });

  it('decodes the VAPID key and builds the webcal feed link', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    // The feed's own token is its address (issue 43), under the API prefix; never the personal link.
    const token = 'Feed_Token-0123456789abcdefghijk';
    expect(calendarFeedUrl(calendarFeedApi.feedUrl(`${ORIGIN}/ev/reg1`, token))).toBe(
      `webcal://events.example.com/api/calendar-feed/${token}.ics`,
    );
  });
});
