/**
 * This process's open event streams, so a graceful stop (ops/gracefulStop.ts) can ask each to
 * come back: it gets a `retry:` line and its end, and the browser reconnects, through the load
 * balancer, to a process that is still running. Once the stop has begun a new stream is refused
 * (the route answers 503 with Retry-After) instead of being opened and cut a moment later.
 */
export interface ComingBack {
  /** Writes `retry: <ms>` with the come-back event and ends the stream. */
  comeBack(retryMs: number): void;
}

export interface OpenStreams {
  /** Registers an open stream; the function it answers forgets it again (on close). */
  add(stream: ComingBack): () => void;
  /**
   * True once the stop has begun (`announceStop`): /healthz answers 503 so the balancer sends
   * new requests to other processes, while this one still serves what comes meanwhile.
   */
  readonly stopping: boolean;
  announceStop(): void;
  /** True once comeBackAll ran: new streams are refused. */
  readonly closing: boolean;
  /** Asks every open stream to come back after about `retryMs` (spread a little); answers how many. */
  comeBackAll(retryMs: number): number;
}

/**
 * The reconnect delays a stop hands out, spread over `retryMs` to twice that, so the pages do not come back in one
 * burst.
 */
export const spreadRetry = (retryMs: number) => Math.round(retryMs + Math.random() * retryMs);

export function createOpenStreams(): OpenStreams {
  const open = new Set<ComingBack>();
  let closing = false;
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    announceStop() {
      stopping = true;
    },
    add(stream) {
      open.add(stream);
      return () => void open.delete(stream);
    },
    get closing() {
      return closing;
    },
    comeBackAll(retryMs) {
      closing = true;
      stopping = true;
      const all = [...open];
      open.clear();
      for (const stream of all) stream.comeBack(spreadRetry(retryMs));
      return all.length;
    },
  };
}

/** The named event of a `comeBack`: the app reconnects after its delay (src/api/eventStream.ts). */
export const COME_BACK_EVENT = 'come-back';

/**
 * The SSE lines of a `comeBack`: the reconnection time as the browser's EventSource reads it
 * (`retry:`), and as an event the app reads, since a page reconnects by itself after a drop and
 * would otherwise wait its restart spread of up to 5 s.
 */
export const retryLine = (ms: number) => `retry: ${ms}\nevent: ${COME_BACK_EVENT}\ndata: ${ms}\n\n`;
