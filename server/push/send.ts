/**
 * Sends notifications: the web-push package encrypts (RFC 8291 aes128gcm) and signs (RFC 8292
 * VAPID) each message, fetch delivers it. A subscription the push service answers 404 or 410 (the
 * browser unsubscribed or the subscription expired) is deleted; other failures are logged (no
 * endpoint: it identifies a browser) and the subscription kept. Only endpoints of the push services
 * are sent to, at a public address, and no redirect is followed (issue 43, endpointRules.ts and
 * deliver.ts); a stored endpoint that no longer passes (stored before those rules) is deleted
 * unsent.
 */
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { deliverPush, guardedLookup } from './deliver.ts';
import { pushEndpointProblem } from './endpointRules.ts';
import type { PushKind } from './pushText.ts';
import type { VapidDetails } from './vapid.ts';

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  registrationId: string;
  eventId: string;
}

/**
 * What the service worker shows (sw/push.ts): title, body, the page a tap opens, and a tag that replaces an older one.
 */
export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  lang: string;
  url: string;
  tag: string;
}

/** Seconds a push service keeps an undelivered message: a "starts in 10 minutes" is useless later. */
const TTL_SECONDS = 600;
const PARALLEL = 20;

export async function sendPushes(
  db: Db,
  vapid: VapidDetails,
  targets: PushTarget[],
  messageFor: (target: PushTarget) => PushMessage,
  log: (line: string) => void = (line) => console.warn(line),
  loopbackForTests = false,
): Promise<{ sent: number; removed: number }> {
  const gone: number[] = [];
  const lookup = guardedLookup(loopbackForTests);
  let sent = 0;
  let next = 0;
  async function worker() {
    while (next < targets.length) {
      const target = targets[next++];
      if (pushEndpointProblem(target.endpoint, loopbackForTests)) {
        gone.push(target.id);
        continue;
      }
      try {
        // web-push encrypts and signs; deliver.ts sends, which also reaches the plain-http
        // loopback service of the tests (web-push's own transport is https only).
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(messageFor(target)),
          { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
        );
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        const status = await deliverPush(
          {
            endpoint: request.endpoint,
            method: request.method,
            headers,
            body: request.body ? new Uint8Array(request.body) : null,
          },
          lookup,
        );
        if (status === 404 || status === 410) gone.push(target.id);
        else if (status >= 200 && status < 300) sent += 1;
        else log(`Push ${target.id} refused: ${status}`);
      } catch (err) {
        log(`Push ${target.id} failed: ${(err as Error).name} ${(err as { code?: string }).code ?? ''}`);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, targets.length) }, worker));
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return { sent, removed: gone.length };
}
