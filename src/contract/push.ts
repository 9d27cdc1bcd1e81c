/**
 * Web Push opt-in (issue 34): the browser's PushSubscription as the app sends it to
 * `POST /api/push/{projectID}/{registrationID}`, and the server's VAPID public key
 * (`GET /api/push/key`). p256dh is an uncompressed P-256 point (65 bytes), auth 16 bytes, both
 * base64url as PushSubscription.toJSON() gives them.
 */
import * as v from 'valibot';

const Base64Url = (bytes: number) =>
  v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not base64url'),
    v.check((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, `Must be ${bytes} bytes`),
  );

export const PushSubscriptionRequestSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2000), v.url()),
  keys: v.object({ p256dh: Base64Url(65), auth: Base64Url(16) }),
  /** The session page the browser subscribed on (its notifications open the session's page). */
  eventId: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type PushSubscriptionRequest = v.InferOutput<typeof PushSubscriptionRequestSchema>;

export const PushUnsubscribeRequestSchema = v.object({ endpoint: v.pipe(v.string(), v.maxLength(2000)) });

export const PushKeySchema = v.object({ publicKey: v.string() });
