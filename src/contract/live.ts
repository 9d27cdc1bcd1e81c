/**
 * The live director's controller state (spec 2 section 7, API-PATHS.md): what the organiser's
 * controller says about one broadcast, pushed to every open page. `version` grows with each
 * change, so a client never goes back to an older state after a reconnect.
 */
import * as v from 'valibot';

export const BROADCAST_STATES = ['pre', 'on-air', 'post'] as const;
export const LIVE_WIDGETS = ['polls', 'chat', 'questions', 'handouts', 'quiz', 'evaluation', 'cta'] as const;

export const BroadcastStateSchema = v.picklist(BROADCAST_STATES);
export const PlayerModeSchema = v.picklist(['player', 'meeting']);

export const LiveVisibilitySchema = v.object(
  Object.fromEntries(LIVE_WIDGETS.map((name) => [name, v.boolean()])) as Record<(typeof LIVE_WIDGETS)[number], v.BooleanSchema<undefined>>,
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
});

export type BroadcastState = v.InferOutput<typeof BroadcastStateSchema>;
export type LiveWidget = (typeof LIVE_WIDGETS)[number];
export type LiveState = v.InferOutput<typeof LiveStateSchema>;
