/**
 * How the event's questions are shown (issue 35, issue 43), as the project document carries them,
 * apart from the Q&A's schemas (./qna): every page reads the project, the live pages the questions.
 */
import * as v from 'valibot';

/**
 * `private`: today's flow (only the moderator sees questions); `moderated`: shown once approved; `open`: shown at once.
 */
export const QUESTIONS_MODES = ['private', 'moderated', 'open'] as const;
export const QuestionsModeSchema = v.picklist(QUESTIONS_MODES);

/**
 * `event.questionsScreen`, what a projected room screen lists (issue 43): `moderated` (the default)
 * only what a moderator let through, `open` every listed question, as the organiser chooses.
 */
export const QUESTIONS_SCREEN_MODES = ['moderated', 'open'] as const;
export const QuestionsScreenSchema = v.picklist(QUESTIONS_SCREEN_MODES);
export type QuestionsMode = v.InferOutput<typeof QuestionsModeSchema>;
