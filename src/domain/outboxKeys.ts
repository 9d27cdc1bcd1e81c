/**
 * The outbox's keys and signals, free of the command table (domain/outbox.ts re-exports them):
 * pages and the service worker's start use them without downloading every command (issue 47).
 */
import { randomId } from './ids';

const KEY_LENGTH = 32;

/** Background Sync tag, registered by the page and answered by the service worker. */
export const OUTBOX_SYNC_TAG = 'eventhall-outbox';
/** Message the worker posts to its pages after it settled items, so an open form can go on. */
export const OUTBOX_CHANGED_MESSAGE = 'eventhall-outbox-changed';

/** `random` fills a byte array (crypto.getRandomValues in the page, the worker and Node). */
export function newIdempotencyKey(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>): string {
  return randomId(KEY_LENGTH, random);
}

/**
 * Worth sending again later: no answer at all (status 0), a timeout, rate limiting or a server
 * fault. Every other 4xx is the server's final word on this request.
 */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
