/**
 * The visitor's time zone, sent with every project load (spec 1 section 1, I18N-05). The first use
 * of Intl in a page loads its locale and zone data: 40 ms of a fast machine's main thread, four
 * times that on a phone, the longest script task of a server-rendered page's load (issue 47). The
 * page's head starts a worker that asks first and answers the zone once ICU's data is loaded for
 * the whole page (scripts/build/intlWarmup.ts); this module reads that answer.
 */
declare global {
  interface Window {
    /** The zone the head's Intl worker found ('' when it could not say); absent when none started. */
    __visitorZone?: Promise<string>;
  }
}

const FALLBACK_ZONE = 'Europe/Amsterdam';
/** A worker that never answers (started, then stopped by the browser) must not hold the refresh back. */
const WORKER_WAIT_MS = 5000;
let known: string | undefined;

/** The zone, asked of Intl on this thread unless the worker told it already. */
export function clientTimeZone(): string {
  if (!known) {
    try {
      known = Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_ZONE;
    } catch {
      known = FALLBACK_ZONE;
    }
  }
  return known;
}

/** The zone from the head's worker; on this thread when none started or it did not answer in time. */
export async function detectTimeZone(): Promise<string> {
  const early = typeof window === 'undefined' ? undefined : window.__visitorZone;
  if (known || !early) return clientTimeZone();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const zone = await Promise.race([
    early,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, WORKER_WAIT_MS))),
  ]);
  clearTimeout(timer);
  if (!known && typeof zone === 'string' && zone) known = zone;
  return clientTimeZone();
}
