/**
 * Emoji reactions and the word cloud of the live page (issue 50): what a visitor sends, and what
 * the live stream pushes (`event: reactions` bursts, `event: cloud` counts). The word rules
 * themselves are in src/domain/wordCloud.ts, shared by the form and the server.
 */
import * as v from 'valibot';
import { PageTokenSchema, VoterIdSchema } from './interaction';
import { SafeLine } from './text';

/**
 * The five reactions of the bar, in its order: 👏 ❤️ 😂 😮 💡, drawn by the page as images of its
 * own (features/live-reactions/ReactionEmoji.tsx).
 */
export const REACTIONS = ['clap', 'heart', 'laugh', 'wow', 'idea'] as const;
export type Reaction = (typeof REACTIONS)[number];
/** Taps a visitor may send per second (the server's limit; the bar sends no more). */
export const REACTIONS_PER_SECOND = 4;

/** The languages whose stop words the word cloud knows (domain/wordCloud.ts). */
export const CLOUD_LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
export type CloudLanguage = (typeof CLOUD_LANGUAGES)[number];

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** POST /live-director/reactions/{broadcast}. */
export const ReactionRequestSchema = v.object({
  voterId: VoterIdSchema,
  reaction: v.picklist(REACTIONS),
  pageToken: v.optional(PageTokenSchema),
});
export const ReactionAnswerSchema = v.object({ ok: v.literal(true) });

/** `event: reactions`: the taps of every page since the last burst, per reaction (absent: none). */
export const ReactionBurstSchema = v.object({
  reactions: v.record(v.picklist(REACTIONS), Count),
});
export type ReactionBurst = v.InferOutput<typeof ReactionBurstSchema>;

/** The open question of a word cloud, as the state carries it while the cloud is open. */
export const WordCloudDefinitionSchema = v.object({
  id: v.pipe(SafeLine(100), v.minLength(1)),
  question: v.string(),
});
export type WordCloudDefinition = v.InferOutput<typeof WordCloudDefinitionSchema>;

/**
 * POST /live-director/clouds/{broadcast}/{cloudId}/words: one word; `lang` names the stop words
 * that apply (the page's language). The length is checked by the word rule, so that a long text
 * is refused as too long in the visitor's language, not as a malformed body.
 */
export const CloudWordRequestSchema = v.object({
  voterId: VoterIdSchema,
  word: SafeLine(1000),
  lang: v.optional(v.picklist(CLOUD_LANGUAGES)),
  pageToken: v.optional(PageTokenSchema),
});
export type CloudWordRequest = v.InferOutput<typeof CloudWordRequestSchema>;
/** The word as counted and every word this visitor sent to the cloud (the form shows them). */
export const CloudWordAnswerSchema = v.object({
  cloudId: v.string(),
  word: v.string(),
  words: v.array(v.string()),
});
export type CloudWordAnswer = v.InferOutput<typeof CloudWordAnswerSchema>;

/**
 * `event: cloud`: the open (or last closed) cloud's top words by count, how many other words there
 * are and how many were sent in all; null while no cloud was started.
 */
export const CloudCountsSchema = v.object({
  id: v.string(),
  question: v.string(),
  open: v.boolean(),
  words: v.array(v.object({ word: v.string(), count: Count })),
  /** Distinct words beyond the top ones. */
  others: Count,
  /** Words sent in all (every visitor's, up to three each). */
  total: Count,
});
export type CloudCounts = v.InferOutput<typeof CloudCountsSchema>;
export const CloudMessageSchema = v.object({ cloud: v.nullable(CloudCountsSchema) });
