/**
 * The Idempotency-Key header: the offline outbox sends one request several times when the
 * network drops, and the server acts once per key. Both sides check keys with this one rule.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 16-64 characters of letters, digits, `_` and `-` (the server refuses anything else). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}
