/**
 * Pure rules of the broadcast pages (spec 2 sections 2, 4, 7 and 9): which page a controller
 * state shows, where the player stands on the broadcast clock, the end-of-session countdown,
 * the live library's polling, the optional `?config=` and the live page's columns.
 */
import type { BroadcastState } from '../contract';
import { eventEndSeconds, sessionStatus, type TimedEvent } from './time';
import { STARTING_THRESHOLD } from './countdown';

/** Spec 2 section 9: the live library is polled every 400 ms, about 10 times. */
export const LIBRARY_POLL_MS = 400;
export const LIBRARY_POLL_CHECKS = 10;
/** Spec 2 section 4: the session-end countdown shows in the last 60 s. */
export const SESSION_END_COUNTDOWN = 60;
/** Spec 2 section 4: the custom call-to-action and the custom evaluation link open after 300 ms. */
export const OPEN_LINK_DELAY_MS = 300;

export type LivePageKind = 'waiting' | 'live' | 'end' | 'pwa-live';

/** pre: waiting page; on-air: live page; post: end page. Web-app users get their live view in pre and on-air. */
export function livePageFor(state: BroadcastState, pwaUser: boolean): LivePageKind {
  if (state === 'post') return 'end';
  if (pwaUser) return 'pwa-live';
  return state === 'pre' ? 'waiting' : 'live';
}

/**
 * Where a looping player of a `durationSeconds` long signal stands `nowMs` after the broadcast
 * went on air at `onAirAt`: every viewer sees the same moment. Before the clock starts (or with
 * an unreadable time) it starts at 0.
 */
export function playerPosition(onAirAt: string | null, nowMs: number, durationSeconds: number): number {
  if (!onAirAt || !(durationSeconds > 0)) return 0;
  const start = Date.parse(onAirAt);
  if (Number.isNaN(start)) return 0;
  const elapsed = Math.max(0, (nowMs - start) / 1000);
  return elapsed % durationSeconds;
}

/** Whether a player at `currentTime` has drifted so far from the broadcast clock that it must seek. */
export function needsSeek(currentTime: number, target: number, durationSeconds: number, tolerance = 1.5): boolean {
  const diff = Math.abs(currentTime - target);
  // Near the loop point 0.2 and 9.9 are neighbours on the clock.
  return Math.min(diff, durationSeconds - diff) > tolerance;
}

export type WaitingStatus =
  | { kind: 'countdown'; secondsLeft: number }
  | { kind: 'starting' }
  | { kind: 'started' }
  | { kind: 'ended' };

/** The waiting page's status line: a countdown, under 60 s 'about to start', then started or ended. */
export function waitingStatus(event: TimedEvent, nowSeconds: number): WaitingStatus {
  if (eventEndSeconds(event) <= nowSeconds) return { kind: 'ended' };
  const secondsLeft = event.startTime - nowSeconds;
  if (secondsLeft <= 0) return { kind: 'started' };
  if (secondsLeft < STARTING_THRESHOLD) return { kind: 'starting' };
  return { kind: 'countdown', secondsLeft };
}

/**
 * The end-of-session countdown of a multi-session event: in the last 60 s, the seconds left
 * and the progress (60 minus seconds left) x 100 / 60; null otherwise.
 */
export function sessionEndCountdown(
  event: TimedEvent,
  nowSeconds: number,
): { secondsLeft: number; progress: number } | null {
  const secondsLeft = eventEndSeconds(event) - nowSeconds;
  if (secondsLeft <= 0 || secondsLeft > SESSION_END_COUNTDOWN) return null;
  return { secondsLeft, progress: ((SESSION_END_COUNTDOWN - secondsLeft) * 100) / SESSION_END_COUNTDOWN };
}

/**
 * The optional base64-encoded live configuration of `?config=` (DECISIONS.md). Invalid base64 or
 * JSON (or anything but an object) is ignored: the caller logs it.
 */
export function decodeLiveConfig(raw: string | null): { config?: Record<string, unknown>; invalid: boolean } {
  if (!raw) return { invalid: false };
  try {
    const text = new TextDecoder().decode(
      Uint8Array.from(atob(raw.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    );
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { config: parsed as Record<string, unknown>, invalid: false };
  } catch {
    // fall through
  }
  return { invalid: true };
}

/** Evaluation and e-learning links of the end page open in a new tab, with pwa=true for web-app users. */
export function withPwaFlag(url: string, pwaUser: boolean): string {
  if (!pwaUser) return url;
  const [base, hash] = url.split('#', 2);
  const joined = `${base}${base.includes('?') ? '&' : '?'}pwa=true`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The e-learning link with the query string the API answered (with or without its leading '?'). */
export function withQueryString(url: string, query: string): string {
  const clean = query.replace(/^[?&]/, '');
  if (!clean) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${clean}`;
}

export interface Columns {
  xl: number;
  lg: number;
  md: number;
}

/** Spec 2 section 2: video xl9 lg8 md8 (lg9 in a publisher-branded look), sidebar xl3 lg4 md4 (lg3). */
export function liveColumns(publisherLook: boolean): { video: Columns; sidebar: Columns } {
  return {
    video: { xl: 9, lg: publisherLook ? 9 : 8, md: 8 },
    sidebar: { xl: 3, lg: publisherLook ? 3 : 4, md: 4 },
  };
}

/** Fullscreen follows the orientation on a phone: portrait enters, landscape leaves. */
export function fullscreenForOrientation(orientation: 'portrait' | 'landscape'): boolean {
  return orientation === 'portrait';
}

/** The broadcast state the event's clock gives (the controller's default): the offline fallback. */
export function clockBroadcastState(event: TimedEvent, nowSeconds: number): BroadcastState {
  const status = sessionStatus(event, nowSeconds);
  return status === 'upcoming' ? 'pre' : status === 'live' ? 'on-air' : 'post';
}

/**
 * Where the meeting's external_api.js loads from (issue 44): the deployment's domain, the
 * reference server's stand-in on this host ('' in the demo), or null: no meeting on this
 * deployment (production without JITSI_DOMAIN).
 */
export function meetingDomain(jitsiDomain: string | null, host: string): string | null {
  if (jitsiDomain === null) return null;
  return jitsiDomain || `${host}/dev/jitsi`;
}
