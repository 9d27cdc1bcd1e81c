/**
 * Whether this browser can take notifications from the event (issue 34). iOS and iPadOS deliver
 * Web Push only to a web app added to the home screen, so there the opt-in is offered only inside
 * the installed app; elsewhere wherever the Push API and a service worker are present.
 */
export type PushAvailability = 'available' | 'install-first' | 'unsupported';

export interface PushEnvironment {
  hasPushManager: boolean;
  hasServiceWorker: boolean;
  hasNotification: boolean;
  ios: boolean;
  standalone: boolean;
}

export function pushAvailability(env: PushEnvironment): PushAvailability {
  if (env.ios && !env.standalone) return 'install-first';
  if (!env.hasPushManager || !env.hasServiceWorker || !env.hasNotification) return 'unsupported';
  return 'available';
}

/** iPhone, iPad (iPadOS says "Macintosh" but has touch) or iPod, whatever the browser: all use WebKit's rules. */
export function isAppleMobile(userAgent: string, touchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

/** The VAPID key as PushManager.subscribe wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The calendar feed's address (its own token, issue 43; api/calendarFeed.ts) as a calendar app subscribes to it. */
export function calendarFeedUrl(feedUrl: string): string {
  const url = new URL(feedUrl);
  return `webcal://${url.host}${url.pathname}`;
}
