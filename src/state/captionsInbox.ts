/**
 * The live stream's `event: captions` messages, as they arrive (hooks/useLiveLibrary.ts), for the
 * captions view that loads lazily (features/captions/captionsStore.ts), and only once a broadcast
 * has captions (`heard`): until it is there, the raw messages wait here. Kept this small because it
 * is in the personal page's first download.
 */
interface CaptionsSink {
  message(data: string): void;
  reset(): void;
}

const HELD_MAX = 200;
const held: string[] = [];
const listeners = new Set<() => void>();
let sink: CaptionsSink | undefined;
let heard = false;

function hear(now: boolean) {
  if (heard === now) return;
  heard = now;
  for (const listener of listeners) listener();
}

export const captionsInbox = {
  push(data: string): void {
    if (sink) sink.message(data);
    else if (held.push(data) > HELD_MAX) held.shift();
    hear(true);
  },
  /** Leaving the event page: the next one starts without lines. */
  reset(): void {
    held.length = 0;
    sink?.reset();
    hear(false);
  },
  /** The captions view is loaded: it gets what waited, then every message. */
  attach(next: CaptionsSink): void {
    sink = next;
    for (const data of held.splice(0)) next.message(data);
  },
  /** Whether this page's broadcast has sent captions; `listen` hears when that changes. */
  heard: () => heard,
  listen(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
