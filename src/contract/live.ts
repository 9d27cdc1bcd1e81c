/**
 * The live director's controller state (spec 2 section 7, API-PATHS.md): what the organiser's
 * controller says about one broadcast, pushed to every open page. `version` grows with each
 * change, so a client never goes back to an older state after a reconnect.
 */
import * as v from 'valibot';
import { PollDefinitionSchema } from './interaction';
import { WordCloudDefinitionSchema } from './reactions';
import { SafeLine } from './text';

/** A one-line value of 1 to `max` characters (ids, slugs, codes). */
const Line = (max: number) => v.pipe(SafeLine(max), v.minLength(1));

export const BROADCAST_STATES = ['pre', 'on-air', 'post'] as const;
export const LIVE_WIDGETS = ['polls', 'chat', 'questions', 'handouts', 'quiz', 'evaluation', 'cta'] as const;

export const BroadcastStateSchema = v.picklist(BROADCAST_STATES);
export const PlayerModeSchema = v.picklist(['player', 'meeting']);

export const LiveVisibilitySchema = v.object(
  Object.fromEntries(LIVE_WIDGETS.map((name) => [name, v.boolean()])) as Record<
    (typeof LIVE_WIDGETS)[number],
    v.BooleanSchema<undefined>
  >,
);

export const LiveStateSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  state: BroadcastStateSchema,
  visible: LiveVisibilitySchema,
  mode: PlayerModeSchema,
  activePoll: v.nullable(v.string()),
  activeQuiz: v.nullable(v.string()),
  /** ISO time the broadcast went on air (null before): the player's clock, so every viewer sees the same moment. */
  onAirAt: v.nullable(v.string()),
  /**
   * The active poll's and quiz question's definitions (the quiz without its right answer), so a
   * page shows an item the moment it starts without reading anything (issue 32). Their counts
   * come as `event: results`. Absent from a director that does not push them: the app then reads
   * the interaction overview.
   */
  items: v.optional(
    v.object({
      poll: v.nullable(PollDefinitionSchema),
      quiz: v.nullable(PollDefinitionSchema),
      /** The open word cloud's question (issue 50); its counts come as `event: cloud`. */
      cloud: v.optional(v.nullable(WordCloudDefinitionSchema)),
    }),
  ),
  /** Whether the reaction bar is on (issue 50); absent from a director without reactions: off. */
  reactions: v.optional(v.boolean()),
});

export type BroadcastState = v.InferOutput<typeof BroadcastStateSchema>;
export type LiveWidget = (typeof LIVE_WIDGETS)[number];
export type LiveState = v.InferOutput<typeof LiveStateSchema>;

/** POST /live-director/control/{eventId}: any subset, merged into the controller state. */
export const LiveControlPatchSchema = v.strictObject({
  state: v.optional(BroadcastStateSchema),
  visible: v.optional(
    v.strictObject(
      Object.fromEntries(LIVE_WIDGETS.map((name) => [name, v.optional(v.boolean())])) as Record<
        LiveWidget,
        v.OptionalSchema<v.BooleanSchema<undefined>, undefined>
      >,
    ),
  ),
  mode: v.optional(PlayerModeSchema),
  activePoll: v.optional(v.nullable(Line(100))),
  activeQuiz: v.optional(v.nullable(Line(100))),
  /** Issue 50: shows a poll's counts to visitors (its `showResults` is `onReveal`); once, never hidden again. */
  reveal: v.optional(Line(100)),
  /** Issue 50: the reaction bar on or off. */
  reactions: v.optional(v.boolean()),
  /** Issue 50: opens a new word cloud with this question (closing an open one), or null closes it. */
  wordCloud: v.optional(v.nullable(v.strictObject({ question: v.pipe(SafeLine(200), v.trim(), v.minLength(1)) }))),
});
export type LiveControlPatch = v.InferOutput<typeof LiveControlPatchSchema>;

/** The library's connect call (POST /live-director/sessions). */
export const LiveSessionRequestSchema = v.object({
  broadcast: Line(200),
  name: v.optional(SafeLine(300)),
  email: v.optional(SafeLine(300)),
  registrationId: v.optional(v.nullable(SafeLine(100))),
  pwaUser: v.optional(v.boolean()),
  config: v.optional(v.unknown()),
  /** The library's id of this browser (shared by its tabs); it becomes the session id. */
  browserId: v.optional(v.pipe(v.string(), v.uuid())),
  /** The page password's token: required when the broadcast's project is protected (issue 27). */
  pageToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** "Watch here instead": take the link from the browser holding it (told at its next heartbeat). */
  takeOver: v.optional(v.boolean()),
});

export const LiveSessionAnswerSchema = v.object({
  sessionId: v.string(),
  streamUrl: v.string(),
  stateUrl: v.string(),
  heartbeatMs: v.number(),
});
export type LiveSessionAnswer = v.InferOutput<typeof LiveSessionAnswerSchema>;

/** POST /api/jitsi-jwt (spec 2 section 7). */
export const JitsiJwtRequestSchema = v.object({
  registration_id: Line(100),
  event_id: Line(100),
  email: v.optional(SafeLine(300)),
  moderator: v.optional(v.boolean()),
  /** The page password's token: required when the event's project is protected (issue 27). */
  pageToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export const JitsiJwtAnswerSchema = v.object({ jwt: v.string() });
export type JitsiJwtRequest = v.InferOutput<typeof JitsiJwtRequestSchema>;

/** POST /api/get-3rd-party-connection-query-string-for-elearning (spec 2 section 7). */
export const ElearningRequestSchema = v.object({
  courseSlug: Line(200),
  company: SafeLine(100),
  event_id: Line(100),
  registration_id: Line(100),
});
/** The spec's `data.data`: the answer body's `data` holds the query string. */
export const ElearningAnswerSchema = v.object({ data: v.string() });
export type ElearningRequest = v.InferOutput<typeof ElearningRequestSchema>;
