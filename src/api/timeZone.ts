/**
 * The visitor's time zone, sent with every project load (spec 1 section 1, I18N-05). The first use
 * of Intl in a page loads its zone data: 20-80 ms of a phone's main thread, the longest script task
 * of a server-rendered page's load (issue 47). After hydration a worker asks instead, which also
 * warms the data for the page's own later formatting. Its one line comes from this module as a
 * blob (the policy's worker-src allows blob:, server/http/contentPolicy.ts): a file of its own cost
 * every first visit one more request, most of it headers.
 */
const FALLBACK_ZONE = 'Europe/Amsterdam';
const WORKER_WAIT_MS = 5000;
const ZONE_WORKER = 'postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone)';
let known: string | undefined;

/** The zone, asked of Intl on this thread unless a worker told it already. */
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

/** Learns the zone off the main thread; on this thread when a worker cannot start or answer. */
export function detectTimeZone(): Promise<string> {
  if (known || typeof Worker === 'undefined') return Promise.resolve(clientTimeZone());
  return new Promise((resolve) => {
    let worker: Worker;
    let url = '';
    let answered = false;
    const done = (zone?: unknown) => {
      if (answered) return;
      answered = true;
      worker?.terminate();
      if (url) URL.revokeObjectURL(url);
      if (!known && typeof zone === 'string' && zone) known = zone;
      resolve(clientTimeZone());
    };
    try {
      url = URL.createObjectURL(new Blob([ZONE_WORKER], { type: 'text/javascript' }));
      worker = new Worker(url);
    } catch {
      return done();
    }
    worker.onmessage = (event: MessageEvent<unknown>) => done(event.data);
    worker.onerror = () => done();
    // A worker that never answers (blocked by an older policy, a browser without workers in blobs)
    // must not hold the refresh back.
    setTimeout(done, WORKER_WAIT_MS);
  });
}
