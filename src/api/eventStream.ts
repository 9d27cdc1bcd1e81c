/**
 * The one Server-Sent Events client. It opens a stream, checks every message against its
 * contract schema, and after a drop reconnects with jittered exponential backoff (a restarted
 * server does not get every client back in the same second), resuming after the last event id
 * it saw. `beforeReconnect` runs first on each reconnect, so a caller can fetch the versioned
 * snapshot and miss nothing the stream sent while it was away. A server that stops gracefully
 * says when to come back (the `come-back` event, server/lib/openStreams.ts): its own spread delay
 * then replaces the backoff, and the page reopens the stream straight away without the snapshot:
 * the stream resumes by Last-Event-ID and sends what changed, and in a rolling restart the one
 * process left would otherwise answer every page twice. Should that reopening fail, the next
 * attempt is an ordinary one, snapshot first (which also finds an expired page token).
 */
import * as v from 'valibot';

export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * What the client reads off an event (a MessageEvent in the browser; written out so Node-typed tests can build one).
 */
export interface StreamEvent {
  readonly data: string;
  readonly lastEventId: string;
}

/** The part of the browser's EventSource this client uses (tests hand in their own). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: StreamEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface EventStreamOptions<S extends v.GenericSchema> {
  url: string;
  schema: S;
  /** The SSE event name carrying the messages (`message` when the server sends no name). */
  event?: string;
  onMessage(data: v.InferOutput<S>, id: string): void;
  /** Other named events of the stream (their raw data): notices that carry no state. */
  onEvent?: Record<string, (data: string) => void>;
  onStatus?(status: StreamStatus): void;
  beforeReconnect?(): Promise<void> | void;
  /** Where to resume from at first (a cursor the caller read elsewhere, e.g. with a list); then the last id seen. */
  lastEventId?: string;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * Every wait is drawn from at least 0..spreadMs: after a server restart thousands of pages
   * reconnect spread over that time instead of in the same second.
   */
  spreadMs?: number;
  random?: () => number;
  create?: EventSourceFactory;
}

export interface EventStream {
  close(): void;
}

/** The server's come-back event, and the longest delay it may ask for. */
const COME_BACK_EVENT = 'come-back';
const COME_BACK_MAX_MS = 10_000;

/** The delay a come-back event asks for, or undefined when its data is no delay. */
export function comeBackDelay(data: string): number | undefined {
  const ms = Number(data);
  return Number.isInteger(ms) && ms >= 0 ? Math.min(ms, COME_BACK_MAX_MS) : undefined;
}

/** "Full jitter": anywhere between 0 and the exponential ceiling (at least `spreadMs`), never above the cap. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number,
  spreadMs = 0,
): number {
  return Math.round(random() * Math.min(maxMs, Math.max(spreadMs, baseMs * 2 ** attempt)));
}

export function withLastEventId(url: string, lastEventId: string): string {
  if (!lastEventId) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;
}

export function openEventStream<S extends v.GenericSchema>(options: EventStreamOptions<S>): EventStream {
  const { baseDelayMs = 1000, maxDelayMs = 30_000, random = Math.random, spreadMs = 0 } = options;
  const create: EventSourceFactory = options.create ?? ((url: string) => new EventSource(url));
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId = options.lastEventId ?? '';
  let closed = false;
  /** Set by the server's come-back event: the wait before the next connection. */
  let comeBackMs: number | undefined;

  const status = (next: StreamStatus) => options.onStatus?.(next);

  const connect = () => {
    if (closed) return;
    const current = create(withLastEventId(options.url, lastEventId));
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      status('open');
    });
    current.addEventListener(options.event ?? 'message', (event) => {
      const parsed = parse(options.schema, event.data);
      if (!parsed.success) return console.error('Unexpected stream message', options.url, event.data);
      if (event.lastEventId) lastEventId = event.lastEventId;
      options.onMessage(parsed.output, event.lastEventId);
    });
    current.addEventListener(COME_BACK_EVENT, (event) => {
      comeBackMs = comeBackDelay(event.data);
    });
    for (const [name, handle] of Object.entries(options.onEvent ?? {})) {
      current.addEventListener(name, (event) => handle(event.data));
    }
    current.addEventListener('error', () => {
      // We reconnect ourselves (with backoff and a snapshot first), not the browser's fixed retry.
      if (source !== current || closed) return;
      current.close();
      source = undefined;
      status('reconnecting');
      const told = comeBackMs !== undefined;
      const wait = comeBackMs ?? backoffDelay(attempt, baseDelayMs, maxDelayMs, random, spreadMs);
      if (!told) attempt += 1;
      comeBackMs = undefined;
      timer = setTimeout(() => void (told ? reopen() : reconnect()), wait);
    });
  };

  const reopen = () => {
    timer = undefined;
    connect();
  };

  const reconnect = async () => {
    timer = undefined;
    try {
      await options.beforeReconnect?.();
    } catch (error) {
      console.warn('Snapshot before reconnect failed; the stream catches up by itself', error);
    }
    connect();
  };

  status('connecting');
  connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
      source = undefined;
      status('closed');
    },
  };
}

function parse<S extends v.GenericSchema>(schema: S, data: string) {
  try {
    return v.safeParse(schema, JSON.parse(data));
  } catch {
    return { success: false as const };
  }
}
