/**
 * What the outbox finds in a visitor's IndexedDB, read as today's items and outcomes. Until issue
 * 46 an item kept its own body per kind (`{ kind, body }`, a vote's path values inside the body,
 * analytics as one kind for two calls) and an outcome its answer as `result` (a refusal as
 * `status`, `message`, ...). Those were written by the app visitors may still have open, and
 * must still be sent: each is read as the command call it stood for. The old shapes can go once
 * no browser keeps one: a month after release for outcomes (OUTCOME_KEEP_MS); items wait until
 * sent, so their reader stays until the release after that.
 */
import type { CommandBody } from '../contract/commands';
import {
  isWaitedFor,
  type OfflineKind,
  type OutboxCall,
  type OutboxItem,
  type OutboxOutcome,
  type Refusal,
} from './outbox';
import { refusalKindIn } from '../contract';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** The call an item of the earlier shape stood for; undefined for a shape nobody wrote. */
function earlierCall(kind: unknown, body: Loose): OutboxCall | undefined {
  switch (kind) {
    case 'registration':
    case 'attendance':
    case 'evaluation':
    case 'question':
      return { kind, body } as OutboxCall;
    case 'vote':
      return {
        kind: 'vote',
        params: { broadcast: String(body.broadcast), pollId: String(body.pollId) },
        body: body.vote as CommandBody<'vote'>,
      };
    case 'upvote':
      return {
        kind: 'upvote',
        params: { broadcast: String(body.broadcast), questionId: String(body.questionId) },
        body: body.vote as CommandBody<'upvote'>,
      };
    case 'analytics': {
      const data = (isObject(body.data) ? body.data : {}) as Loose & { eventId?: string };
      const params = { projectKey: String(body.projectKey) };
      return body.call === 'page-views'
        ? { kind: 'pageView', params, body: data as CommandBody<'pageView'> }
        : { kind: 'linkClick', params, body: { ...data, eventId: data.eventId ?? '' } };
    }
    default:
      return undefined;
  }
}

/** A stored request as an item; an earlier shape is converted, anything unreadable is undefined. */
export function storedItem(value: unknown): OutboxItem | undefined {
  if (!isObject(value) || typeof value.id !== 'string') return undefined;
  const { id, eventId, createdAt } = value as { id: string; eventId?: unknown; createdAt?: unknown };
  const base = { id, eventId: typeof eventId === 'string' ? eventId : '', createdAt: Number(createdAt) || 0 };
  if (isObject(value.call)) return { ...base, call: value.call as OutboxCall };
  const call = isObject(value.body) ? earlierCall(value.kind, value.body) : undefined;
  return call && { ...base, call };
}

const earlierKinds: Record<string, OfflineKind> = {
  registration: 'registration',
  attendance: 'attendance',
  evaluation: 'evaluation',
  question: 'question',
  vote: 'vote',
  upvote: 'upvote',
};

/**
 * A stored outcome; one of the earlier shape is converted. Its refusal has the kind its stored
 * error body names (none before issue 46: the page then tells it as a refusal of any kind).
 */
export function storedOutcome(value: unknown): OutboxOutcome | undefined {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.ok !== 'boolean') return undefined;
  if ('answer' in value || 'refusal' in value) return value as unknown as OutboxOutcome;
  const kind = earlierKinds[String(value.kind)];
  if (!kind || !isWaitedFor(kind)) return undefined;
  const base = {
    id: value.id,
    kind,
    eventId: typeof value.eventId === 'string' ? value.eventId : '',
    settledAt: Number(value.settledAt) || 0,
  };
  if (value.ok) return { ...base, ok: true, answer: value.result } as OutboxOutcome;
  const refusal: Refusal = {
    kind: refusalKindIn(value.body),
    status: Number(value.status) || 0,
    message: String(value.message ?? ''),
    fields: Array.isArray(value.fields) ? value.fields.map(String) : [],
    body: value.body,
  };
  return { ...base, ok: false, refusal } as OutboxOutcome;
}
