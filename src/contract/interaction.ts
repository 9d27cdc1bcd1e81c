/**
 * Questions, polls and quiz of the live director (spec 2 sections 3, 5, 7; DECISIONS.md; the
 * paths in server/live/README.md). The question rules themselves are in src/domain/question.ts,
 * shared by the form and the server.
 */
import * as v from 'valibot';
import { SafeLine } from './text';

const Id = v.pipe(SafeLine(100), v.minLength(1));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PollOptionSchema = v.object({ id: Id, text: v.string() });

/**
 * When visitors see a poll's counts (issue 50; the organiser's document, per poll): `live` at once,
 * `afterVoting` once their own vote is in (the default: what polls always did), `onReveal` only
 * after the director reveals them (until then no answer and no stream message carries them).
 */
export const SHOW_RESULTS = ['live', 'afterVoting', 'onReveal'] as const;
export type ShowResults = (typeof SHOW_RESULTS)[number];
export const ShowResultsSchema = v.picklist(SHOW_RESULTS);

/**
 * A rating question (issue 50): a scale of 1 to `max` (5 or 10), its options the numbers as ids
 * (domain/rating.ts ratingOptions), with the organiser's labels of both ends (as given).
 */
export const RATING_SCALES = [5, 10] as const;
export const RatingScaleSchema = v.object({
  max: v.picklist(RATING_SCALES),
  low: v.optional(SafeLine(60)),
  high: v.optional(SafeLine(60)),
});
export type RatingScale = v.InferOutput<typeof RatingScaleSchema>;

/** A poll or a quiz question as every visitor sees it (the right answer stays on the server). */
export const PollDefinitionSchema = v.object({
  id: Id,
  question: v.string(),
  options: v.array(PollOptionSchema),
  /** Polls only; absent: `afterVoting`. */
  showResults: v.optional(ShowResultsSchema),
  /** Polls only: a rating scale instead of choices. */
  rating: v.optional(RatingScaleSchema),
});
export type PollDefinition = v.InferOutput<typeof PollDefinitionSchema>;

/** `{ [pollId]: { [optionId]: count } }`. */
export const PollResultsSchema = v.record(v.string(), v.record(v.string(), Count));
export type PollResults = v.InferOutput<typeof PollResultsSchema>;

/** `rightOptionId`: the right answer, told to a voter once they answered (issue 29; not in the overview). */
export const QuizOutcomeSchema = v.object({
  questionId: Id,
  optionId: Id,
  correct: v.boolean(),
  rightOptionId: v.optional(Id),
  /** The points this answer scored on the quiz's leaderboard (issue 50; domain/leaderboard.ts). */
  points: v.optional(Count),
});
export type QuizOutcome = v.InferOutput<typeof QuizOutcomeSchema>;

/**
 * GET /live-director/interaction/{broadcast}?voterId=: what the panels need, with this voter's own votes and answers.
 */
export const InteractionOverviewSchema = v.object({
  polls: v.array(PollDefinitionSchema),
  quiz: v.array(PollDefinitionSchema),
  results: PollResultsSchema,
  /** `{ [pollId]: optionId }` of this voter. */
  votes: v.record(v.string(), v.string()),
  /** `{ [questionId]: outcome }` of this voter. */
  answers: v.record(v.string(), QuizOutcomeSchema),
});
export type InteractionOverview = v.InferOutput<typeof InteractionOverviewSchema>;

/** The voter: a registration id, or a browser's own random id (domain/poll.ts voterIdOf). */
export const VoterIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid voter id'));

/** POST /live-director/voter-id: a voter id the server issued (signed), for open-registration events (issue 43). */
export const IssuedVoterIdSchema = v.object({ voterId: VoterIdSchema });
/** An issued voter id's shape (the server checks its signature): `v` and 43 base64url characters. */
export const ISSUED_VOTER_ID = /^v[A-Za-z0-9_-]{43}$/;

/**
 * The page password's token (issue 27): required by every live call of a protected project. In
 * the body of a POST (the offline outbox keeps bodies, not headers), `?pageToken=` on a GET.
 */
export const PageTokenSchema = v.pipe(v.string(), v.maxLength(200));

/** POST /live-director/polls/{broadcast}/{pollId}/vote and .../quiz/{broadcast}/{questionId}/answer. */
export const VoteRequestSchema = v.object({
  voterId: VoterIdSchema,
  optionId: Id,
  pageToken: v.optional(PageTokenSchema),
});
export type VoteRequest = v.InferOutput<typeof VoteRequestSchema>;
export const VoteAnswerSchema = v.object({ pollId: Id, optionId: Id, results: v.record(v.string(), Count) });
export type VoteAnswer = v.InferOutput<typeof VoteAnswerSchema>;

/** POST /live-director/ask-question (spec 2 section 7: broadcast slug, the question, identifiers). */
export const AskQuestionRequestSchema = v.object({
  broadcastSlug: v.pipe(SafeLine(200), v.minLength(1)),
  /** Checked field by field with domain/question.ts (422 with the field names). */
  question: v.record(v.string(), v.unknown()),
  registrationId: v.optional(v.nullable(SafeLine(100))),
  eventId: v.optional(v.nullable(SafeLine(100))),
  pageToken: v.optional(PageTokenSchema),
  /**
   * Audience Q&A (contract/qna.ts): the asker's voter id (their own questions are marked), and whether the list hides
   * the name.
   */
  voterId: v.optional(VoterIdSchema),
  anonymous: v.optional(v.boolean()),
});
export type AskQuestionRequest = v.InferOutput<typeof AskQuestionRequestSchema>;
export const AskQuestionAnswerSchema = v.object({ ok: v.literal(true), receivedAt: v.string() });
export type AskQuestionAnswer = v.InferOutput<typeof AskQuestionAnswerSchema>;

/** What the control GET lists about received questions (organiser only). */
export interface ReceivedQuestion {
  id: number;
  name: string;
  email: string;
  type: string;
  message: string;
  receivedAt: string;
}

/** A quiz nickname (issue 50): 2 to 24 characters on one line; null: anonymous again (not listed). */
export const NICKNAME_MAX = 24;
export const NicknameSchema = v.pipe(SafeLine(NICKNAME_MAX), v.trim(), v.minLength(2, 'Nickname too short'));
/** POST /live-director/quiz/{broadcast}/nickname. */
export const NicknameRequestSchema = v.object({
  voterId: VoterIdSchema,
  nickname: v.nullable(NicknameSchema),
  pageToken: v.optional(PageTokenSchema),
});
export const NicknameAnswerSchema = v.object({ nickname: v.nullable(v.string()) });

/**
 * The quiz leaderboard pushed after each question (`event: leaderboard`, issue 50): the questions
 * it counts, the top 10 nicknamed visitors, and every score with how many visitors hold it, highest
 * first, from which a page computes its own rank (domain/leaderboard.ts ownRank): one message for
 * all pages, no read per visitor.
 */
export const LeaderboardSchema = v.object({
  questions: v.array(Id),
  top: v.array(v.object({ rank: Count, nickname: v.string(), score: Count })),
  /** `[score, visitors]`, highest score first. */
  scores: v.array(v.tuple([Count, Count])),
  players: Count,
});
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;
export const LeaderboardEventSchema = v.object({ leaderboard: v.nullable(LeaderboardSchema) });
