/**
 * Every visitor write, declared once (issue 31): its method and path, what it sends and what it
 * answers, whether it may wait in the offline outbox, and what its outcome means for the page.
 * The api client sends any of them with `sendCommand` (src/api/commands.ts), the outbox and the
 * service worker replay from this table, and the server mounts its routes on the same paths.
 *
 * `base` names the API prefix the app is configured with (src/config.ts); `path` is written as
 * the server's router writes it, `:name` for a value from the call's params.
 */
import type * as v from 'valibot';
import {
  CheckInAnswerSchema,
  CheckInRequestSchema,
  LetInRequestSchema,
  WalkUpAnswerSchema,
  WalkUpRequestSchema,
} from './checkInCommands';
import { EvaluationRequestSchema, EvaluationResultSchema } from './evaluation';
import {
  AskQuestionAnswerSchema,
  AskQuestionRequestSchema,
  NicknameAnswerSchema,
  NicknameRequestSchema,
  QuizOutcomeSchema,
  VoteAnswerSchema,
  VoteRequestSchema,
} from './interaction';
import { UpvoteAnswerSchema, UpvoteRequestSchema } from './qna';
import {
  CloudWordAnswerSchema,
  CloudWordRequestSchema,
  ReactionAnswerSchema,
  ReactionRequestSchema,
} from './reactions';
import { SessionRatingAnswerSchema, SessionRatingRequestSchema } from './sessionRating';
import { LinkClickRequestSchema, PageViewRequestSchema } from './misc';
import {
  RegistrationAnswerSchema,
  RegistrationRequestSchema,
  UpdateRegistrationRequestSchema,
  UpdateResultSchema,
  UpdateSelectionResultSchema,
} from './registration';

/**
 * What an accepted outcome means for the page:
 * - `continues`: the page goes on with the answer (the confirmation, the new attendance);
 * - `shown`: the page shows that it was taken (thanks, the poll's counts);
 * - `silent`: nobody waits for it (analytics); it leaves no outcome and is never shown as waiting.
 */
export type CommandOutcome = 'continues' | 'shown' | 'silent';

export interface CommandSpec {
  method: 'POST' | 'PUT';
  base: 'api' | 'cdnApi' | 'live';
  path: string;
  /** The body's schema; undefined: the call sends no body. */
  request?: v.GenericSchema;
  /** The answer's schema; undefined: 204 without a body. */
  answer?: v.GenericSchema;
  /** May wait in the outbox while offline, sent later under the same Idempotency-Key. */
  mayWaitOffline: boolean;
  outcome: CommandOutcome;
  /**
   * Its outcome does not depend on the order its items reach the server in: the outbox sends a
   * run of them several at a time (state/outboxReplay.ts), still each once under its own key.
   */
  inAnyOrder?: boolean;
}

/** A POST entry; its base and schemas keep their own types, so bodies, answers and bases are typed per kind. */
const post = <B extends CommandSpec['base'], R extends Omit<CommandSpec, 'method' | 'base' | 'path'>>(
  base: B,
  path: string,
  rest: R,
) => ({ method: 'POST' as const, base, path, ...rest });

export const COMMANDS = {
  registration: post('api', '/registrations', {
    request: RegistrationRequestSchema,
    answer: RegistrationAnswerSchema,
    mayWaitOffline: true,
    outcome: 'continues',
  }),
  attendance: post('api', '/update-registrations-and-send-mail', {
    request: UpdateRegistrationRequestSchema,
    answer: UpdateResultSchema,
    mayWaitOffline: true,
    outcome: 'continues',
  }),
  sessions: post('api', '/update-registrations', {
    request: UpdateRegistrationRequestSchema,
    answer: UpdateSelectionResultSchema,
    mayWaitOffline: false,
    outcome: 'continues',
  }),
  unregister: {
    method: 'PUT' as const,
    base: 'cdnApi' as const,
    path: '/registrations/:projectID/:registrationID/unsubscribe',
    mayWaitOffline: false,
    outcome: 'continues' as const,
  },
  evaluation: post('api', '/evaluations', {
    request: EvaluationRequestSchema,
    answer: EvaluationResultSchema,
    mayWaitOffline: true,
    outcome: 'shown',
  }),
  question: post('live', '/ask-question', {
    request: AskQuestionRequestSchema,
    answer: AskQuestionAnswerSchema,
    mayWaitOffline: true,
    outcome: 'shown',
  }),
  vote: post('live', '/polls/:broadcast/:pollId/vote', {
    request: VoteRequestSchema,
    answer: VoteAnswerSchema,
    mayWaitOffline: true,
    outcome: 'shown',
  }),
  quizAnswer: post('live', '/quiz/:broadcast/:questionId/answer', {
    request: VoteRequestSchema,
    answer: QuizOutcomeSchema,
    mayWaitOffline: false,
    outcome: 'shown',
  }),
  // The quiz leaderboard's name (issue 50); null: anonymous again.
  nickname: post('live', '/quiz/:broadcast/nickname', {
    request: NicknameRequestSchema,
    answer: NicknameAnswerSchema,
    mayWaitOffline: true,
    outcome: 'shown',
  }),
  upvote: post('live', '/qna/:broadcast/:questionId/upvote', {
    request: UpvoteRequestSchema,
    answer: UpvoteAnswerSchema,
    mayWaitOffline: true,
    outcome: 'shown',
  }),
  sessionRating: post('api', '/session-ratings/:eventId', {
    request: SessionRatingRequestSchema,
    answer: SessionRatingAnswerSchema,
    mayWaitOffline: true,
    outcome: 'shown',
  }),
  pageView: post('api', '/analytics/:projectKey/page-views', {
    request: PageViewRequestSchema,
    mayWaitOffline: true,
    outcome: 'silent',
  }),
  linkClick: post('api', '/analytics/:projectKey/link-clicks', {
    request: LinkClickRequestSchema,
    mayWaitOffline: true,
    outcome: 'silent',
  }),
  // A door's scan (issue 49): the door answered it from its list; the server keeps the earliest per
  // ticket, whatever order the scans arrive in: a door back online sends hundreds of them side by side.
  checkIn: post('api', '/check-in/:projectID', {
    request: CheckInRequestSchema,
    answer: CheckInAnswerSchema,
    mayWaitOffline: true,
    outcome: 'shown',
    inAnyOrder: true,
  }),
  // Registered at the door and checked in at once (issue 49); the seat count is the server's: never offline.
  walkUp: post('api', '/check-in/:projectID/walk-up', {
    request: WalkUpRequestSchema,
    answer: WalkUpAnswerSchema,
    mayWaitOffline: false,
    outcome: 'continues',
  }),
  // An online registration let in on site at the door while a seat is free (issue 49).
  letIn: post('api', '/check-in/:projectID/let-in', {
    request: LetInRequestSchema,
    answer: WalkUpAnswerSchema,
    mayWaitOffline: false,
    outcome: 'continues',
  }),
  // A tap of the reaction bar (issue 50): it means something now or never, so it never waits offline.
  reaction: post('live', '/reactions/:broadcast', {
    request: ReactionRequestSchema,
    answer: ReactionAnswerSchema,
    mayWaitOffline: false,
    outcome: 'shown',
  }),
  // One word for the open word cloud (issue 50): kept offline and sent once, as a vote is.
  cloudWord: post('live', '/clouds/:broadcast/:cloudId/words', {
    request: CloudWordRequestSchema,
    answer: CloudWordAnswerSchema,
    mayWaitOffline: true,
    outcome: 'shown',
  }),
} satisfies Record<string, CommandSpec>;

export type CommandKind = keyof typeof COMMANDS;

/** The body a command sends and the answer it gets, from its schemas. */
// biome-ignore lint/suspicious/noConfusingVoidType: no answer schema, no answer: a call returns Promise<void>
type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : void;
export type CommandBody<K extends CommandKind> = (typeof COMMANDS)[K] extends { request: infer S }
  ? v.InferInput<S & v.GenericSchema>
  : undefined;
// biome-ignore lint/suspicious/noConfusingVoidType: as Output's
export type CommandAnswer<K extends CommandKind> = (typeof COMMANDS)[K] extends { answer: infer S } ? Output<S> : void;

/** One call of a command: the values of its path's `:name`s and its body. */
export type CommandCall<K extends CommandKind = CommandKind> = {
  [Kind in K]: { kind: Kind; params?: Record<string, string>; body?: CommandBody<Kind> };
}[K];

/**
 * The command's path with its params filled in (each one URL-encoded); a missing one is an error, never "undefined".
 */
export function commandPath(spec: CommandSpec, params: Record<string, string> = {}): string {
  return spec.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing ${name} for ${spec.path}`);
    return encodeURIComponent(value);
  });
}
