/**
 * The live director's visitor writes as commands of the table (src/contract/commands.ts): vote,
 * quiz answer and question here, the upvote in qna/upvote.ts. Each handler checks where it is
 * asked and by whom before the key (page token, rate limits, an issued voter id on open events),
 * then runs its one statement (interactionWrites.ts), with or without an Idempotency-Key.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AskQuestionRequest } from '../../src/contract/interaction.ts';
import { OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import { questionFieldsSchema, questionIssueFields } from '../../src/domain/question.ts';
import type { CommandHandlers } from '../http/commandMount.ts';
import { commandHandler } from '../http/commandRoute.ts';
import { ApiError } from '../http/errors.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import type { Broadcast } from './broadcasts.ts';
import { writeQuestion, writeQuizAnswer, writeVote } from './interactionWrites.ts';
import { writeNickname } from './nicknameWrite.ts';
import { requirePageToken } from './pageToken.ts';
import { askedAs } from './qna/rules.ts';
import { type AudienceParts, audienceCommands } from './reactions/commands.ts';
import { upvoteCommand } from './qna/upvote.ts';
import { keyParam, knownBroadcast } from './routeParams.ts';
import { requireKnownVoter } from './voterIds.ts';
import { countVoterWrite, QUESTIONS_PER_VOTER_PER_MINUTE } from './voters.ts';

const ItemIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[A-Za-z0-9_.-]+$/));

function itemParam(c: Context, name: string): string {
  const parsed = v.safeParse(ItemIdSchema, c.req.param(name));
  if (!parsed.success) throw new ApiError(400, `Invalid ${name}`, { fields: [name] });
  return parsed.output;
}

/** The same rules as the form; 422 names the fields (spec 2 section 5). */
function questionFields(info: Broadcast, body: AskQuestionRequest) {
  const fields = v.safeParse(questionFieldsSchema(info.questionContactRequired === true), body.question);
  if (!fields.success)
    throw new ApiError(422, 'Please check the marked fields.', { fields: questionIssueFields(fields.issues) });
  return fields.output;
}

/** Issue 50's reactions and word cloud push through their own modules (reactions/, cloud/). */
type LiveCommandDeps = AudienceParts;

export function liveCommands(parts: LiveCommandDeps): CommandHandlers<'live'> {
  const { deps, broadcasts, hubs, limiter } = parts;
  /** Where it is asked and by whom, before the key: page token, rate limits, the voter id on open events. */
  async function scope(
    c: Context,
    broadcast: string,
    pageToken: string | undefined,
    voterId?: string | null,
    field = 'voterId',
  ) {
    const info = await knownBroadcast(broadcasts, broadcast);
    requirePageToken(c, deps.config, info, deps.now(), pageToken);
    countVoterWrite(c, deps, limiter, info, voterId);
    await requireKnownVoter(deps, info, voterId, field);
    return info;
  }

  /** A poll or quiz choice: the broadcast, the item and the voter, checked before the key. */
  const choiceOf = async (
    c: Context,
    body: { voterId: string; optionId: string; pageToken?: string },
    item: string,
  ) => ({
    info: await scope(c, keyParam(c, 'broadcast'), body.pageToken, body.voterId),
    choice: { itemId: itemParam(c, item), voterId: body.voterId, optionId: body.optionId },
  });

  return {
    vote: commandHandler('vote', {
      prepare: (body, c) => choiceOf(c, body, 'pollId'),
      statement: (_body, { info, choice }, claim) => writeVote(deps.db, claim, info, choice, deps.now()),
      committed: (answer, _body, { info }) => {
        if (answer.status === 200) hubs.resultsChanged(info.broadcast);
      },
    }),

    quizAnswer: commandHandler('quizAnswer', {
      prepare: (body, c) => choiceOf(c, body, 'questionId'),
      statement: (_body, { info, choice }, claim) => writeQuizAnswer(deps.db, claim, info, choice, deps.now()),
    }),

    // Issue 50: the leaderboard's name; the board is pushed again with it (leaderboard.ts).
    nickname: commandHandler('nickname', {
      prepare: async (body, c) => scope(c, keyParam(c, 'broadcast'), body.pageToken, body.voterId),
      statement: (body, info, claim) =>
        writeNickname(deps.db, claim, info, { voterId: body.voterId, nickname: body.nickname }, deps.now()),
      committed: (answer, _body, info) => {
        if (answer.status === 200) hubs.resultsChanged(info.broadcast);
      },
    }),

    // Audience Q&A (server/live/qna/): where the question starts and who asked; listed events push their list again.
    question: commandHandler('question', {
      prepare: async (body, c) => {
        // Who asks: the registration, else (open registration, or none given) the voter id; each question counts.
        const registrationId =
          body.registrationId && body.registrationId !== OPEN_REGISTRATION_ID ? body.registrationId : null;
        const voter = registrationId ?? body.voterId;
        const field = registrationId ? 'registrationId' : 'voterId';
        const info = await scope(c, body.broadcastSlug, body.pageToken, voter, field);
        if (voter) limiter.hit(`question-voter:${info.projectId}:${voter}`, QUESTIONS_PER_VOTER_PER_MINUTE);
        return info;
      },
      statement: (body, info, claim) => {
        const fields = questionFields(info, body);
        const question = {
          fields,
          registrationId: body.registrationId ?? null,
          asked: askedAs(info, body, fields.type),
        };
        return writeQuestion(deps.db, claim, info, question, deps.now());
      },
      committed: (answer, _body, info) => {
        if (answer.status === 201 && info.questionsMode !== 'private')
          deps.feed.publish({ kind: 'qna', broadcast: info.broadcast });
      },
    }),

    // Upvotes count in limits of their own: a visitor upvotes many questions besides voting and asking.
    upvote: upvoteCommand(deps, broadcasts, createRateLimiter(deps)),

    // Reactions count in limits of their own (several a second), never against a visitor's votes.
    ...audienceCommands({ ...parts, limiter: createRateLimiter(deps) }),
  };
}
