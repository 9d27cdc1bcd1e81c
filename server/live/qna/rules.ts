/**
 * Audience Q&A rules (issue 35): where a new question starts, and which moderator action may
 * follow which state. Technical questions and every question of a `private` event stay with the
 * moderator only, also when the organiser later opens the list (they were asked in private).
 */
import type { ModerationAction, QuestionsMode, QuestionStatus } from '../../../src/contract/qna.ts';
import { ApiError } from '../../http/errors.ts';

export interface AskedAs {
  status: QuestionStatus;
  anonymous: boolean;
  voterId: string | null;
}

export function initialStatus(mode: QuestionsMode, type: string): QuestionStatus {
  if (mode === 'private' || type !== 'content') return 'private';
  return mode === 'open' ? 'approved' : 'pending';
}

export const ANONYMOUS_NOT_ALLOWED = 'This event does not take anonymous questions.';

/**
 * How a question is stored: its first status, whether the list hides the name, and who asked
 * (the app's voter id; on projects with personal links that is the registration itself).
 */
export function askedAs(
  b: { questionsMode: QuestionsMode; anonymousQuestions: boolean; openRegistration: boolean },
  body: { anonymous?: boolean; voterId?: string; registrationId?: string | null },
  type: string,
): AskedAs {
  if (body.anonymous && !b.anonymousQuestions)
    throw new ApiError(400, ANONYMOUS_NOT_ALLOWED, { fields: ['anonymous'] });
  const voterId = b.openRegistration ? (body.voterId ?? body.registrationId ?? null) : (body.registrationId ?? null);
  return { status: initialStatus(b.questionsMode, type), anonymous: body.anonymous === true, voterId };
}

/** The states each action may start from, and where it leads (`highlight` keeps the status). */
const MOVES: Record<ModerationAction, { from: readonly QuestionStatus[]; to?: QuestionStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
  answered: { from: ['pending', 'approved'], to: 'answered' },
  reopen: { from: ['answered'], to: 'approved' },
  highlight: { from: ['approved', 'answered'] },
  unhighlight: { from: ['pending', 'approved', 'rejected', 'answered'] },
};

/** The status after the action, or a 409 naming what is not possible. */
export function moveOf(action: ModerationAction, status: QuestionStatus): QuestionStatus {
  const move = MOVES[action];
  if (!move.from.includes(status)) {
    throw new ApiError(
      409,
      `A ${status} question cannot be ${action === 'answered' ? 'marked answered' : `${action}d`}.`,
      { code: 'invalid-transition' },
    );
  }
  return move.to ?? status;
}

/** Whether the question stays highlighted after the action (rejected, answered or reopened ones stop being "now"). */
export const keepsHighlight = (action: ModerationAction) => action === 'highlight' || action === 'approve';

/** Statuses visitors see (the moderator's own states stay with the moderator). */
export const LISTED: readonly QuestionStatus[] = ['approved', 'answered'];
