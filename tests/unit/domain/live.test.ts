import { describe, expect, it } from 'vitest';
import { countdownParts } from '../../../src/domain/countdown';
import {
  decodeLiveConfig,
  fullscreenForOrientation,
  liveColumns,
  livePageFor,
  needsSeek,
  playerPosition,
  sessionEndCountdown,
  waitingStatus,
  withPwaFlag,
  withQueryString,
} from '../../../src/domain/live';

describe('countdown parts', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(59.9)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('which page a controller state shows', () => {
  it('maps pre, on-air and post to waiting, live and end', () => {
    expect(livePageFor('pre', false)).toBe('waiting');
    expect(livePageFor('on-air', false)).toBe('live');
    expect(livePageFor('post', false)).toBe('end');
  });
  it('gives web-app users their live view in pre and on-air, the end page in post', () => {
    expect(livePageFor('pre', true)).toBe('pwa-live');
    expect(livePageFor('on-air', true)).toBe('pwa-live');
    expect(livePageFor('post', true)).toBe('end');
  });
});

describe('player position on the broadcast clock', () => {
  const onAir = '2026-11-23T17:00:00.000Z';
  const at = (seconds: number) => Date.parse(onAir) + seconds * 1000;
  it('is the time since going on air, looped over the signal', () => {
    expect(playerPosition(onAir, at(3.5), 10)).toBeCloseTo(3.5);
    expect(playerPosition(onAir, at(23.25), 10)).toBeCloseTo(3.25);
  });
  it('starts at 0 before the clock runs or with an unreadable time', () => {
    expect(playerPosition(null, at(5), 10)).toBe(0);
    expect(playerPosition('not a time', at(5), 10)).toBe(0);
    expect(playerPosition(onAir, at(-5), 10)).toBe(0);
    expect(playerPosition(onAir, at(5), 0)).toBe(0);
  });
  it('seeks only when the drift is large, treating the loop point as continuous', () => {
    expect(needsSeek(3, 3.5, 10)).toBe(false);
    expect(needsSeek(3, 6, 10)).toBe(true);
    expect(needsSeek(9.8, 0.2, 10)).toBe(false);
  });
});

describe('waiting status', () => {
  const event = { startTime: 1000, durationInMinutes: 10 };
  it('counts down, says about to start under 60 s, then started and ended', () => {
    expect(waitingStatus(event, 900)).toEqual({ kind: 'countdown', secondsLeft: 100 });
    expect(waitingStatus(event, 940)).toEqual({ kind: 'countdown', secondsLeft: 60 });
    expect(waitingStatus(event, 941)).toEqual({ kind: 'starting' });
    expect(waitingStatus(event, 1000)).toEqual({ kind: 'started' });
    expect(waitingStatus(event, 1600)).toEqual({ kind: 'ended' });
  });
});

describe('session end countdown', () => {
  const event = { startTime: 0, durationInMinutes: 10 }; // ends at 600
  it('shows in the last 60 s with progress (60 - left) x 100 / 60', () => {
    expect(sessionEndCountdown(event, 539)).toBeNull();
    expect(sessionEndCountdown(event, 540)).toEqual({ secondsLeft: 60, progress: 0 });
    expect(sessionEndCountdown(event, 570)).toEqual({ secondsLeft: 30, progress: 50 });
    expect(sessionEndCountdown(event, 600)).toBeNull();
  });
});

describe('live configuration', () => {
  it('decodes base64 JSON objects and flags anything else as invalid', () => {
    expect(decodeLiveConfig(null)).toEqual({ invalid: false });
    expect(decodeLiveConfig(btoa('{"quality":"low"}'))).toEqual({ config: { quality: 'low' }, invalid: false });
    expect(decodeLiveConfig('%%%')).toEqual({ invalid: true });
    expect(decodeLiveConfig(btoa('[1]'))).toEqual({ invalid: true });
    expect(decodeLiveConfig(btoa('not json'))).toEqual({ invalid: true });
  });
});

describe('links and layout', () => {
  it('adds pwa=true for web-app users only', () => {
    expect(withPwaFlag('/e/r/evaluation', false)).toBe('/e/r/evaluation');
    expect(withPwaFlag('/e/r/evaluation', true)).toBe('/e/r/evaluation?pwa=true');
    expect(withPwaFlag('https://x.test/a?b=1#c', true)).toBe('https://x.test/a?b=1&pwa=true#c');
  });
  it('appends the e-learning query string', () => {
    expect(withQueryString('https://learn.test/course', '?token=abc')).toBe('https://learn.test/course?token=abc');
    expect(withQueryString('https://learn.test/course?x=1', 'token=abc')).toBe(
      'https://learn.test/course?x=1&token=abc',
    );
    expect(withQueryString('https://learn.test/course', '')).toBe('https://learn.test/course');
  });
  it('sizes the columns as the spec says', () => {
    expect(liveColumns(false)).toEqual({ video: { xl: 9, lg: 8, md: 8 }, sidebar: { xl: 3, lg: 4, md: 4 } });
    expect(liveColumns(true)).toEqual({ video: { xl: 9, lg: 9, md: 8 }, sidebar: { xl: 3, lg: 3, md: 4 } });
  });
  it('enters fullscreen in portrait and leaves it in landscape', () => {
    expect(fullscreenForOrientation('portrait')).toBe(true);
    expect(fullscreenForOrientation('landscape')).toBe(false);
  });
});

describe('clock state (offline fallback)', () => {
  it('is pre before the start, on-air for the duration, post after', async () => {
    const { clockBroadcastState } = await import('../../../src/domain/live');
    const event = { startTime: 1000, durationInMinutes: 1 };
    expect(clockBroadcastState(event, 999)).toBe('pre');
    expect(clockBroadcastState(event, 1000)).toBe('on-air');
    expect(clockBroadcastState(event, 1060)).toBe('post');
  });
});
