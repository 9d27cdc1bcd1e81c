/**
 * The offline outbox's pure rules, shared by the page, the service worker and the server (no DOM,
 * no worker globals, no I/O). An item is a command call (src/contract/commands.ts) kept to be sent
 * later, exactly once: its id is the Idempotency-Key, and the server answers a repeated key with
 * the stored answer instead of acting twice. An outcome is what the server said to it. What a kind
 * may do (wait offline, leave an outcome) is read from the command table, never from a kind's name.
 */
import { type RefusalKind, refusalKindIn } from '../contract';
import { COMMANDS, type CommandAnswer, type CommandBody, type CommandKind } from '../contract/commands';
import { isLinkMailed } from '../contract/registration';
import { paths } from './paths';

// What pages use without the outbox's code (analytics, the service worker's start) is in a module
// free of the command table: a page that imports it does not download every command (issue 47).
export {
  isRetryable,
  newIdempotencyKey,
  OUTBOX_CHANGED_MESSAGE,
  OUTBOX_SYNC_TAG,
} from './outboxKeys';

/** Recorded outcomes are only there to be shown once the visitor returns; a month is plenty. */
export const OUTCOME_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

type Commands = typeof COMMANDS;

/** The commands the table lets wait in the outbox (`mayWaitOffline`). */
export type OfflineKind = { [K in CommandKind]: Commands[K]['mayWaitOffline'] extends true ? K : never }[CommandKind];
/** Of those, the ones a page waits for: all but the silent ones (analytics). */
export type WaitingKind = { [K in OfflineKind]: Commands[K]['outcome'] extends 'silent' ? never : K }[OfflineKind];

/** A call as the outbox keeps it: the command's kind, its path's values and its body, as the table declares them. */
export type OutboxCall<K extends OfflineKind = OfflineKind> = {
  [Kind in K]: { kind: Kind; params?: Record<string, string>; body: CommandBody<Kind> };
}[K];

export interface OutboxItem<K extends OfflineKind = OfflineKind> {
  /** Also the Idempotency-Key: one item is one request to the server, however often it is sent. */
  id: string;
  /** The page's event (a registration's, an attendance change's: the body's `event_id`). */
  eventId: string;
  createdAt: number;
  call: OutboxCall<K>;
}

/**
 * Why the server refused an item for good, for a message in the visitor's language (the
 * server's own text is English): its kind of refusal as the error body names it, and the rest
 * of the answer (the fields it points at, the full sessions) for the page that tells it.
 */
export interface Refusal {
  kind: RefusalKind | undefined;
  status: number;
  message: string;
  fields: string[];
  body: unknown;
}

interface Settled<K extends OfflineKind> {
  /** The item's id. */
  id: string;
  kind: K;
  /** The item's event: the registration page reads the outcomes of its event. */
  eventId: string;
  /** For the order outcomes are told in, and to drop them after OUTCOME_KEEP_MS. */
  settledAt: number;
}

/** Accepted, with the command's answer: what the page needs to continue like a normal success. */
export type SentOutcome<K extends OfflineKind = OfflineKind> = {
  [Kind in K]: Settled<Kind> & { ok: true; answer: CommandAnswer<Kind> };
}[K];

/** Refused for good (a 4xx): kept so the page can say so instead of silently dropping it. */
export type RefusedOutcome<K extends OfflineKind = OfflineKind> = {
  [Kind in K]: Settled<Kind> & { ok: false; refusal: Refusal };
}[K];

export type OutboxOutcome<K extends OfflineKind = OfflineKind> = SentOutcome<K> | RefusedOutcome<K>;

/** The outcome of an item the server accepted, with its command's answer. */
export function sentOutcome<K extends OfflineKind>(
  item: OutboxItem<K>,
  answer: CommandAnswer<K>,
  now: number,
): SentOutcome<K> {
  return {
    id: item.id,
    kind: item.call.kind,
    eventId: item.eventId,
    settledAt: now,
    ok: true,
    answer,
  } as SentOutcome<K>;
}

/** The outcome of an item the server refused for good; the kind is the one the error body names. */
export function refusedOutcome<K extends OfflineKind>(
  item: OutboxItem<K>,
  error: { status: number; message: string; fields?: string[]; body?: unknown },
  now: number,
): RefusedOutcome<K> {
  const refusal: Refusal = {
    kind: refusalKindIn(error.body),
    status: error.status,
    message: error.message,
    fields: error.fields ?? [],
    body: error.body,
  };
  return {
    id: item.id,
    kind: item.call.kind,
    eventId: item.eventId,
    settledAt: now,
    ok: false,
    refusal,
  } as RefusedOutcome<K>;
}

/** Whether a page waits for this kind: silent commands (analytics) neither count as waiting nor leave an outcome. */
export const isWaitedFor = (kind: OfflineKind): kind is WaitingKind => COMMANDS[kind].outcome !== 'silent';

/**
 * Whether a settled item leaves an outcome for a page to read. Silent ones do not: nobody waits
 * for them, and a month of page views would only fill the visitor's storage.
 */
export function keepsOutcome(outcome: OutboxOutcome): boolean {
  return isWaitedFor(outcome.kind);
}

/** Items the visitor made and may wait for ('Waiting to be sent: 2'); analytics are not theirs to see. */
export function visibleWaiting(items: readonly OutboxItem[]): OutboxItem<WaitingKind>[] {
  return items.filter((item): item is OutboxItem<WaitingKind> => isWaitedFor(item.call.kind));
}

/** Whether an item is a call of this kind (the outbox holds every kind together). */
export const isItemOf = <K extends OfflineKind>(item: OutboxItem, kind: K): item is OutboxItem<K> =>
  item.call.kind === kind;

export function isOutcomeExpired(outcome: OutboxOutcome, now: number): boolean {
  return now - outcome.settledAt > OUTCOME_KEEP_MS;
}

/**
 * The personal page of a sent registration (the link the confirmation mail holds too); undefined
 * when the answer carried no id (magic-link mode: the link went by mail only).
 */
export function personalPagePath(outcome: SentOutcome<'registration'>): string | undefined {
  return isLinkMailed(outcome.answer) ? undefined : paths.personal(outcome.eventId, outcome.answer.registrationID);
}
