/**
 * The offline outbox's pure rules, shared by the page, the service worker and the server (no DOM,
 * no worker globals, no I/O): the item and outcome shapes, the idempotency key, and which answers
 * end an item's life. A registration pressed offline is kept and sent later, exactly once: the
 * server answers a repeated Idempotency-Key with the stored answer instead of acting twice.
 */
import { isLinkMailed, type RegistrationAnswer, type RegistrationRequest } from '../contract/registration';
import type { AskQuestionAnswer, AskQuestionRequest, VoteAnswer, VoteRequest } from '../contract/interaction';
import type { EvaluationRequest, EvaluationResult } from '../contract/evaluation';
import type { CommandBody, CommandCall } from '../contract/commands';
import type { UpvoteAnswer, UpvoteRequest } from '../contract/qna';
import { attendanceOf, type Attendance } from './attendance';
import { randomId } from './ids';
import { paths } from './paths';

const KEY_LENGTH = 32;

/** Background Sync tag, registered by the page and answered by the service worker. */
export const OUTBOX_SYNC_TAG = 'eventhall-outbox';
/** Message the worker posts to its pages after it settled items, so an open form can go on. */
export const OUTBOX_CHANGED_MESSAGE = 'eventhall-outbox-changed';

/** Recorded outcomes are only there to be shown once the visitor returns; a month is plenty. */
export const OUTCOME_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

interface ItemBase {
  /** Also the Idempotency-Key: one item is one request to the server, however often it is sent. */
  id: string;
  eventId: string;
  createdAt: number;
}

export interface RegistrationItem extends ItemBase {
  kind: 'registration';
  body: RegistrationRequest;
}

/** Evaluation answers sent while offline (issue 11); `eventId` is the page's event. */
export interface EvaluationItem extends ItemBase {
  kind: 'evaluation';
  body: EvaluationRequest;
}

/** A live question asked without a network (issue 9); `eventId` is the page's event. */
export interface QuestionItem extends ItemBase {
  kind: 'question';
  body: AskQuestionRequest;
}

/** A poll vote made without a network: sent to the poll when back online (refused if it closed meanwhile). */
export interface VoteItem extends ItemBase {
  kind: 'vote';
  body: { broadcast: string; pollId: string; vote: VoteRequest };
}

/** An audience upvote (or its taking back) made without a network: shown at once, sent later (features/qna). */
export interface UpvoteItem extends ItemBase { kind: 'upvote'; body: { broadcast: string; questionId: number; vote: UpvoteRequest } }

/** What the attendance page sends (the registration's fields with the wanted attendance). */
export type AttendanceChange = { _id: string; event_id: string; on_site_viewer: Attendance } & Record<string, unknown>;

/** An attendance change made offline (issue 13); settles with the server's attendance. */
export interface AttendanceItem extends ItemBase {
  kind: 'attendance';
  body: AttendanceChange;
}

/** The two analytics calls; `projectKey` is `{projectId}` or `{projectId}-pwa`. */
export type AnalyticsCall = 'page-views' | 'link-clicks';

/** A page view or link click recorded offline: sent later, silently (never counted as waiting). */
export interface AnalyticsItem extends ItemBase {
  kind: 'analytics';
  body: { call: AnalyticsCall; projectKey: string; data: { eventId?: string; registrationId?: string } & Record<string, unknown> };
}

export type OutboxItem = RegistrationItem | EvaluationItem | AttendanceItem | AnalyticsItem | QuestionItem | VoteItem | UpvoteItem;

interface OutcomeBase {
  id: string;
  kind: OutboxItem['kind'];
  eventId: string;
  settledAt: number;
}

/** Accepted: what the page needs to continue like a normal success. */
export interface SentOutcome extends OutcomeBase {
  ok: true;
  kind: 'registration';
  /** The registration, or (a known e-mail of a magic-link project) the 202 without an id. */
  result: RegistrationAnswer;
  /** What the visitor asked for (0 online, 1 on-site), for the redirect rule. */
  requestedOnSite: Attendance;
}

/** Refused for good (a 4xx): kept so the page can say so instead of silently dropping it. */
export interface RejectedOutcome extends OutcomeBase {
  ok: false;
  status: number;
  message: string;
  fields: string[];
  body: unknown;
}

/** The registration page's outcomes (what `outcomesFor` lists). */
export type OutboxOutcome = SentOutcome | RejectedOutcome;

/** Evaluation answers the server stored. */
export interface EvaluationSentOutcome extends OutcomeBase {
  ok: true;
  kind: 'evaluation';
  result: EvaluationResult;
}

/** A question or vote the server took. */
export interface InteractionSentOutcome extends OutcomeBase {
  ok: true;
  kind: 'question' | 'vote' | 'upvote';
  result: AskQuestionAnswer | VoteAnswer | UpvoteAnswer;
}

/** The attendance the server stored (it may differ from the wish: no seat left online-only). */
export interface AttendanceSentOutcome extends OutcomeBase {
  ok: true;
  kind: 'attendance';
  result: { ok: boolean; on_site_viewer?: number };
  registrationId: string;
  requested: Attendance;
}

/** Analytics need no outcome; this one is never stored (see `keepsOutcome`). */
export interface AnalyticsSentOutcome extends OutcomeBase {
  ok: true;
  kind: 'analytics';
}

export type AnyOutboxOutcome = OutboxOutcome | EvaluationSentOutcome | AttendanceSentOutcome | AnalyticsSentOutcome | InteractionSentOutcome;

/** The answer of each kind of request, for `acceptedOutcome`. */
export type OutboxAnswer = RegistrationAnswer | EvaluationResult | { ok: boolean; on_site_viewer?: number } | AskQuestionAnswer | VoteAnswer | UpvoteAnswer | void;

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

export function registrationItem(id: string, body: RegistrationRequest, now: number): RegistrationItem {
  return { id, kind: 'registration', body, eventId: body.event_id, createdAt: now };
}

export function evaluationItem(id: string, body: EvaluationRequest, eventId: string, now: number): EvaluationItem {
  return { id, kind: 'evaluation', body, eventId, createdAt: now };
}

export function questionItem(id: string, body: AskQuestionRequest, eventId: string, now: number): QuestionItem {
  return { id, kind: 'question', body, eventId, createdAt: now };
}

export function voteItem(id: string, body: VoteItem['body'], eventId: string, now: number): VoteItem {
  return { id, kind: 'vote', body, eventId, createdAt: now };
}

export function attendanceItem(id: string, body: AttendanceChange, now: number): AttendanceItem {
  return { id, kind: 'attendance', body, eventId: body.event_id, createdAt: now };
}

export function analyticsItem(id: string, call: AnalyticsCall, projectKey: string, data: AnalyticsItem['body']['data'], now: number): AnalyticsItem {
  return { id, kind: 'analytics', body: { call, projectKey, data }, eventId: data.eventId ?? '', createdAt: now };
}

type ItemOf<K extends OutboxItem['kind']> = Extract<OutboxItem, { kind: K }>;
type Base = Pick<OutcomeBase, 'id' | 'eventId' | 'settledAt'> & { ok: true };

/**
 * Per kind of item: the command it sends (src/contract/commands.ts) and the outcome its accepted
 * answer leaves. One entry per kind, every kind required: a new kind is one entry here, no
 * switch falls back to another kind.
 */
const OUTBOX_KINDS: { [K in OutboxItem['kind']]: {
  command(item: ItemOf<K>): CommandCall;
  accepted(item: ItemOf<K>, result: OutboxAnswer, base: Base, now: number): AnyOutboxOutcome;
} } = {
  registration: {
    command: (item) => ({ kind: 'registration', body: item.body }),
    accepted: (item, result, _base, now) => sentOutcome(item, result as RegistrationAnswer, now),
  },
  attendance: {
    command: (item) => ({ kind: 'attendance', body: item.body }),
    accepted: (item, result, base) => ({
      ...base, kind: 'attendance', result: result as { ok: boolean; on_site_viewer?: number },
      registrationId: item.body._id, requested: item.body.on_site_viewer,
    }),
  },
  evaluation: {
    command: (item) => ({ kind: 'evaluation', body: item.body }),
    accepted: (_item, result, base) => ({ ...base, kind: 'evaluation', result: result as EvaluationResult }),
  },
  question: {
    command: (item) => ({ kind: 'question', body: item.body }),
    accepted: (_item, result, base) => ({ ...base, kind: 'question', result: result as AskQuestionAnswer }),
  },
  vote: {
    command: (item) => ({ kind: 'vote', params: { broadcast: item.body.broadcast, pollId: item.body.pollId }, body: item.body.vote }),
    accepted: (_item, result, base) => ({ ...base, kind: 'vote', result: result as VoteAnswer }),
  },
  upvote: {
    command: (item) => ({ kind: 'upvote', params: { broadcast: item.body.broadcast, questionId: String(item.body.questionId) }, body: item.body.vote }),
    accepted: (_item, result, base) => ({ ...base, kind: 'upvote', result: result as UpvoteAnswer }),
  },
  analytics: {
    command: ({ body: { call, projectKey, data } }) => (call === 'page-views'
      ? { kind: 'pageView', params: { projectKey }, body: data as CommandBody<'pageView'> }
      : { kind: 'linkClick', params: { projectKey }, body: { ...data, eventId: data.eventId ?? '' } }),
    accepted: (_item, _result, base) => ({ ...base, kind: 'analytics' }),
  },
};

const kindOf = <K extends OutboxItem['kind']>(item: ItemOf<K>) => OUTBOX_KINDS[item.kind as K] as unknown as {
  command(item: ItemOf<K>): CommandCall;
  accepted(item: ItemOf<K>, result: OutboxAnswer, base: Base, now: number): AnyOutboxOutcome;
};

/** The command an item sends; its id goes with it as the Idempotency-Key. */
export function commandOf(item: OutboxItem): CommandCall {
  return kindOf(item).command(item);
}

/** The outcome of an item the server accepted, with the answer of its kind of request. */
export function acceptedOutcome(item: OutboxItem, result: OutboxAnswer, now: number): AnyOutboxOutcome {
  return kindOf(item).accepted(item, result, { id: item.id, eventId: item.eventId, settledAt: now, ok: true }, now);
}

/**
 * Whether a settled item leaves an outcome for a page to read. Analytics do not: nobody waits
 * for them, and a month of page views would only fill the visitor's storage.
 */
export function keepsOutcome(outcome: AnyOutboxOutcome): boolean {
  return outcome.kind !== 'analytics';
}

/** Items the visitor made and may wait for ('Waiting to be sent: 2'); analytics are not theirs to see. */
export function visibleWaiting(items: readonly OutboxItem[]): OutboxItem[] {
  return items.filter((item) => item.kind !== 'analytics');
}

/**
 * Why a refused item was refused, for a message in the visitor's language: the server's own
 * text is English, so the page chooses its words from this.
 * - `seat-taken`: an attendance change to on site, and the last seat went meanwhile;
 * - `closed`: the poll, quiz or question round closed meanwhile (409/410 on those kinds);
 * - `gone`: the registration or event no longer exists (404);
 * - `refused`: any other final refusal.
 */
export type Refusal = 'seat-taken' | 'closed' | 'gone' | 'refused';

export function refusalOf(outcome: Pick<RejectedOutcome, 'kind' | 'status'>): Refusal {
  if (outcome.kind === 'attendance' && outcome.status === 409) return 'seat-taken';
  if (outcome.status === 404) return 'gone';
  if ((outcome.status === 409 || outcome.status === 410) && outcome.kind !== 'registration') return 'closed';
  return 'refused';
}

export function sentOutcome(item: RegistrationItem, result: RegistrationAnswer, now: number): SentOutcome {
  return {
    id: item.id, kind: item.kind, eventId: item.eventId, settledAt: now, ok: true, result,
    requestedOnSite: attendanceOf(item.body.on_site_viewer),
  };
}

export function rejectedOutcome(
  item: OutboxItem, error: { status: number; message: string; fields?: string[]; body?: unknown }, now: number,
): RejectedOutcome {
  return {
    id: item.id, kind: item.kind, eventId: item.eventId, settledAt: now, ok: false,
    status: error.status, message: error.message, fields: error.fields ?? [], body: error.body,
  };
}

export function isOutcomeExpired(outcome: AnyOutboxOutcome, now: number): boolean {
  return now - outcome.settledAt > OUTCOME_KEEP_MS;
}

/**
 * The personal page of a sent registration (the link the confirmation mail holds too); undefined
 * when the answer carried no id (magic-link mode: the link went by mail only).
 */
export function personalPagePath(outcome: SentOutcome): string | undefined {
  return isLinkMailed(outcome.result) ? undefined : paths.personal(outcome.eventId, outcome.result.registrationID);
}
