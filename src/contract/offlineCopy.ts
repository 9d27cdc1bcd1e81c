/**
 * The header the service worker adds to an answer it keeps (project data): when it was stored,
 * in milliseconds since 1970. The page only sees it on an answer that came from that cache, so
 * it knows to say "last updated ..." instead of showing old data as if it were new.
 */
export const STORED_AT_HEADER = 'X-Eventhall-Stored-At';

/** The stamp of an answer, or undefined for a fresh one (or a garbled stamp). */
export function storedAtOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
