/**
 * Questions, polls and quiz of the live director (server/live/README.md): the overview a panel
 * reads, votes, quiz answers and questions. Its base is the library's folder, so a deployment
 * that points the library at the real service points these calls there too.
 */
import * as v from 'valibot';
import { liveDirectorBase } from '../config';
import {
  AskQuestionAnswerSchema,
  InteractionOverviewSchema,
  IssuedVoterIdSchema,
  LeaderboardEventSchema,
  PollResultsSchema,
  QuizOutcomeSchema,
  VoteAnswerSchema,
  type AskQuestionRequest,
  type VoteRequest,
} from '../contract/interaction';
import { randomId } from '../domain/ids';
import { request } from './http';

const enc = encodeURIComponent;

const ResultsEventSchema = v.object({ results: PollResultsSchema });

/** The stream's `event: results` data; null when it is not what the contract says. */
export function parseResultsEvent(data: string) {
  try {
    const parsed = v.safeParse(ResultsEventSchema, JSON.parse(data));
    return parsed.success ? parsed.output.results : null;
  } catch {
    return null;
  }
}

/** The stream's `event: leaderboard` data (issue 50): the board (null: none yet); undefined: unreadable. */
export function parseLeaderboardEvent(data: string) {
  try {
    const parsed = v.safeParse(LeaderboardEventSchema, JSON.parse(data));
    return parsed.success ? parsed.output.leaderboard : undefined;
  } catch {
    return undefined;
  }
}

type Send = { idempotencyKey?: string };

export const interactionApi = {
  /** `pageToken`: the page password's token, on a protected project (issue 27). */
  overview: (broadcast: string, voterId: string, signal?: AbortSignal, pageToken?: string) =>
    request(
      `${liveDirectorBase()}/interaction/${enc(broadcast)}?voterId=${enc(voterId)}` +
        (pageToken ? `&pageToken=${enc(pageToken)}` : ''),
      InteractionOverviewSchema,
      { signal },
    ),

  vote: (broadcast: string, pollId: string, body: VoteRequest, options: Send = {}) =>
    request(`${liveDirectorBase()}/polls/${enc(broadcast)}/${enc(pollId)}/vote`, VoteAnswerSchema, {
      method: 'POST',
      body,
      idempotencyKey: options.idempotencyKey,
    }),

  /** With a key of its own when none is given: a keyed answer is one statement on the server (issue 32). */
  answerQuiz: (broadcast: string, questionId: string, body: VoteRequest, options: Send = {}) =>
    request(`${liveDirectorBase()}/quiz/${enc(broadcast)}/${enc(questionId)}/answer`, QuizOutcomeSchema, {
      method: 'POST',
      body,
      idempotencyKey: options.idempotencyKey ?? randomId(24, (bytes) => crypto.getRandomValues(bytes)),
    }),

  /** A voter id from the server, for a browser without a registration (open-registration events). */
  issueVoterId: () => request(`${liveDirectorBase()}/voter-id`, IssuedVoterIdSchema, { method: 'POST', body: {} }),

  askQuestion: (body: AskQuestionRequest, options: Send = {}) =>
    request(`${liveDirectorBase()}/ask-question`, AskQuestionAnswerSchema, {
      method: 'POST',
      body,
      idempotencyKey: options.idempotencyKey,
    }),
};
