/**
 * The one place that calls fetch. Answers are checked with valibot; failures become ApiError
 * with the HTTP status (0 when the network is unreachable), the server's field names and its
 * kind of refusal.
 */
import * as v from 'valibot';
import { ApiErrorBodySchema } from '../contract/misc';
import { IDEMPOTENCY_HEADER } from '../contract/idempotency';
import { STORED_AT_HEADER, storedAtOf } from '../contract/offlineCopy';
import { refusalKindIn, type RefusalKind } from '../contract/refusal';

export class ApiError extends Error {
  readonly status: number;
  readonly fields: string[];
  readonly body: unknown;
  /**
   * The kind of refusal the error body names (`full`, `closed`, ...): what a page reacts to,
   * never the status. Undefined without a server's answer (the network) or a body naming one.
   */
  readonly kind: RefusalKind | undefined;
  constructor(status: number, message: string, fields: string[] = [], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.body = body;
    this.kind = refusalKindIn(body);
  }
  /** The request never reached a server: offline, DNS, a dropped venue Wi-Fi. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sent as the Idempotency-Key header: the server acts once per key, however often it arrives. */
  idempotencyKey?: string;
}

export async function request<S extends v.GenericSchema>(
  url: string,
  schema: S,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  const response = await send(url, options);
  const data = response.status === 204 ? {} : await readJson(response);
  if (!response.ok) {
    const parsed = v.safeParse(ApiErrorBodySchema, data);
    const message = parsed.success ? parsed.output.error : response.statusText || `HTTP ${response.status}`;
    throw new ApiError(response.status, message, parsed.success ? parsed.output.fields : [], data);
  }
  const checked = v.safeParse(schema, data);
  if (!checked.success) {
    console.error('Unexpected answer from', url, v.flatten(checked.issues));
    throw new ApiError(response.status, 'Unexpected answer from the server');
  }
  const storedAt = storedAtOf(response.headers.get(STORED_AT_HEADER));
  if (storedAt !== undefined && typeof checked.output === 'object' && checked.output !== null)
    storedAnswers.set(checked.output, storedAt);
  return checked.output;
}

/** Answers the service worker gave from its cache, with the time they were stored. */
const storedAnswers = new WeakMap<object, number>();

/**
 * When an answer came from the service worker's cache (the network did not answer), the time it
 * was stored; undefined for an answer fresh from the server.
 */
export function answerStoredAt(answer: unknown): number | undefined {
  return typeof answer === 'object' && answer !== null ? storedAnswers.get(answer) : undefined;
}

/** For calls whose answer the app does not read (analytics, unsubscribe). */
export async function requestNoContent(url: string, options: RequestOptions = {}): Promise<void> {
  const response = await send(url, options);
  if (!response.ok) {
    const data = await readJson(response);
    const parsed = v.safeParse(ApiErrorBodySchema, data);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.output.error : `HTTP ${response.status}`,
      parsed.success ? parsed.output.fields : [],
      data,
    );
  }
}

/**
 * On venue Wi-Fi a request can hang instead of failing. After this long it counts as a network
 * failure, so the visitor is told and offline copies or the outbox take over.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

async function send(
  url: string,
  { method = 'GET', body, signal, headers, idempotencyKey }: RequestOptions,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(url, {
      method,
      signal: controller.signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: idempotencyKey }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError' && !timedOut) throw error;
    throw new ApiError(0, timedOut ? 'Network timeout' : 'Network unreachable');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
