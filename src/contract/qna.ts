/**
 * Audience Q&A (issue 35; server/qna/README.md): the event's questions mode, the list every
 * visitor sees (pushed as `event: questions` on the live stream, read once on connect), the
 * visitor's own questions and upvotes, the upvote command and the moderator's view and actions.
 * A public question never carries an e-mail address, a registration or a voter id.
 */
import * as v from 'valibot';
import { PageTokenSchema, VoterIdSchema } from './interaction';
import { QuestionsModeSchema } from './questionsSettings';

export {
  QUESTIONS_MODES,
  QuestionsModeSchema,
  QUESTIONS_SCREEN_MODES,
  QuestionsScreenSchema,
  type QuestionsMode,
} from './questionsSettings';

/** `private`: never listed (private mode, technical questions). */
export const QUESTION_STATUSES = ['private', 'pending', 'approved', 'rejected', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const QuestionId = v.pipe(v.number(), v.integer(), v.minValue(1));

export const PublicQuestionSchema = v.object({
  id: QuestionId,
  /** The asker's name; null when asked anonymously. */
  name: v.nullable(v.string()),
  message: v.string(),
  votes: Count,
  status: v.picklist(['pending', 'approved', 'answered']),
  askedAt: v.string(),
});
export type PublicQuestion = v.InferOutput<typeof PublicQuestionSchema>;

export const QnaCountsSchema = v.object({ pending: Count, approved: Count, answered: Count });
export type QnaCounts = v.InferOutput<typeof QnaCountsSchema>;

/**
 * The list as pushed (`event: questions`) and read: the top of the open questions by votes and
 * by newest, the newest answered ones and the highlighted one (each question once), with counts.
 */
export const QnaListSchema = v.object({
  mode: QuestionsModeSchema,
  anonymousAllowed: v.boolean(),
  questions: v.array(PublicQuestionSchema),
  highlighted: v.nullable(QuestionId),
  counts: QnaCountsSchema,
});
export type QnaList = v.InferOutput<typeof QnaListSchema>;

/** GET /live-director/qna/{broadcast}?voterId=: the list plus this voter's own questions and upvotes. */
export const QnaSnapshotSchema = v.object({
  list: QnaListSchema,
  /** The voter's own questions still listed or waiting for approval, newest first. */
  mine: v.array(PublicQuestionSchema),
  upvoted: v.array(QuestionId),
});
export type QnaSnapshot = v.InferOutput<typeof QnaSnapshotSchema>;

export const QNA_SORTS = ['votes', 'newest'] as const;
export type QnaSort = (typeof QNA_SORTS)[number];
export const QNA_SECTIONS = ['open', 'answered'] as const;
export type QnaSection = (typeof QNA_SECTIONS)[number];

/** GET /live-director/qna/{broadcast}/page?sort=&section=&offset=: the rest of a long list. */
export const QnaPageSchema = v.object({ questions: v.array(PublicQuestionSchema), total: Count });
export type QnaPage = v.InferOutput<typeof QnaPageSchema>;

/** POST /live-director/qna/{broadcast}/{questionId}/upvote: the wanted state (a repeat changes nothing). */
export const UpvoteRequestSchema = v.object({
  voterId: VoterIdSchema,
  up: v.boolean(),
  pageToken: v.optional(PageTokenSchema),
});
export type UpvoteRequest = v.InferOutput<typeof UpvoteRequestSchema>;
export const UpvoteAnswerSchema = v.object({ questionId: QuestionId, up: v.boolean(), votes: Count });
export type UpvoteAnswer = v.InferOutput<typeof UpvoteAnswerSchema>;

export const MODERATION_ACTIONS = ['approve', 'reject', 'answered', 'highlight', 'unhighlight', 'reopen'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const ModerationRequestSchema = v.object({ action: v.picklist(MODERATION_ACTIONS) });

/** What the moderator sees of a question (control token only). */
export interface ModeratedQuestion {
  id: number;
  name: string;
  email: string;
  type: string;
  message: string;
  status: QuestionStatus;
  anonymous: boolean;
  votes: number;
  highlighted: boolean;
  askedAt: string;
}
