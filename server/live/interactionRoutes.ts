/**
 * Visitors' calls for questions, polls and quiz under /live-director/ (README.md in this folder):
 *   GET  /interaction/{broadcast}?voterId=      polls, quiz (without right answers), counts, own votes
 *   POST /polls/{broadcast}/{pollId}/vote       { voterId, optionId }: one vote per voter, again replaces
 *   POST /quiz/{broadcast}/{questionId}/answer  { voterId, optionId }: right or wrong, one answer
 *   POST /ask-question                          { broadcastSlug, question, registrationId?, eventId? }
 * The POSTs take an Idempotency-Key (the app's offline outbox sends them again until answered).
 * Open to any page origin, as the library's other calls. A protected project's calls need the
 * page token (pageToken.ts); the writes need a registration of the project (voters.ts).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { COMMANDS } from '../../src/contract/commands.ts';
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts';
import { AskQuestionRequestSchema, VoteRequestSchema, VoterIdSchema, type InteractionOverview } from '../../src/contract/interaction.ts';
import { questionFieldsSchema, questionIssueFields } from '../../src/domain/question.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import type { KeyClaim, KeyedRun } from '../db/keyedAnswers.ts';
import { answerCommand, commandResponse, type StoredAnswer } from '../http/idempotency.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import type { LiveHubs } from './hub.ts';
import { requirePageToken } from './pageToken.ts';
import { keyedQuestion, keyedVote } from './keyedInteraction.ts';
import { countVoterWrite, isActiveRegistration, notRegistered } from './voters.ts';
import { answerQuiz, listItems, pollResults, publicQuiz, storeQuestion, voterChoices, vote } from './interaction.ts';

const KeySchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[A-Za-z0-9_.-]+$/));
const ItemIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[A-Za-z0-9_.-]+$/));

function param(c: Context, name: string, schema: v.GenericSchema<string>): string {
  const parsed = v.safeParse(schema, c.req.param(name));
  if (!parsed.success) throw new ApiError(400, `Invalid ${name}`, { fields: [name] });
  return parsed.output as string;
}

export function interactionRoutes(app: Hono, deps: AppDeps, broadcasts: Broadcasts, hubs: LiveHubs) {
  const open = cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type', IDEMPOTENCY_HEADER], maxAge: 600 });
  const limit = bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ error: 'The request is too large.' }, 413) });
  for (const path of ['/interaction/*', '/polls/*', '/quiz/*', '/ask-question']) app.use(path, open);
  for (const path of ['/polls/*', '/quiz/*', '/ask-question']) app.use(path, limit);
  const limiter = createRateLimiter(deps);

  const broadcastOr404 = async (key: string) => (await broadcasts.byBroadcast(key)) ?? (() => { throw notFound('Broadcast'); })();

  /**
   * Counts the write against the rate limits, then runs it once per Idempotency-Key (or plainly
   * without one), the voter check first; `then` after the commit. With a key on PGlite, `batched`
   * (keyedInteraction.ts) does check, write and key in one run of the group commit.
   */
  async function answer(
    c: Context, voter: { info: Broadcast; id: string | null | undefined; field: string },
    write: (d: AppDeps) => Promise<StoredAnswer>, then?: (a: StoredAnswer) => void,
    batched?: (claim: KeyClaim) => Promise<KeyedRun>,
  ) {
    countVoterWrite(c, deps, limiter, voter.info, voter.id);
    const work = async (d: AppDeps) => {
      if (!voter.info.openRegistration && !(await isActiveRegistration(d, voter.info.projectId, voter.id))) throw notRegistered(voter.field);
      return write(d);
    };
    const answer = await answerCommand(c, deps, { work, batched, keylessInTransaction: true });
    if (!answer.replayed) then?.(answer);
    return commandResponse(c, answer);
  }

  app.get('/interaction/:broadcast', async (c) => {
    const info = await broadcastOr404(param(c, 'broadcast', KeySchema));
    requirePageToken(c, deps.config, info, deps.now());
    const voter = v.safeParse(VoterIdSchema, c.req.query('voterId'));
    const items = await listItems(deps.db, info.broadcast);
    const results = await pollResults(deps.db, info.broadcast, items.polls);
    const own = voter.success ? await voterChoices(deps.db, info.broadcast, voter.output, items) : { votes: {}, answers: {} };
    const body: InteractionOverview = { polls: items.polls, quiz: publicQuiz(items.quiz), results, ...own };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  app.post(COMMANDS.vote.path, async (c) => {
    const info = await broadcastOr404(param(c, 'broadcast', KeySchema));
    const pollId = param(c, 'pollId', ItemIdSchema);
    const body = await jsonBody(c, VoteRequestSchema);
    requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
    return answer(c, { info, id: body.voterId, field: 'voterId' },
      async (d) => ({ status: 200, body: await vote(d.db, info, pollId, body.voterId, body.optionId, d.now()) }),
      (a) => { if (a.status === 200) hubs.resultsChanged(info.broadcast); },
      async (claim) => (await keyedVote(deps.db, claim, info, pollId, body.voterId, body.optionId, deps.now())).run);
  });

  app.post(COMMANDS.quizAnswer.path, async (c) => {
    const info = await broadcastOr404(param(c, 'broadcast', KeySchema));
    const questionId = param(c, 'questionId', ItemIdSchema);
    const body = await jsonBody(c, VoteRequestSchema);
    requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
    return answer(c, { info, id: body.voterId, field: 'voterId' }, (d) => answerQuiz(d.db, info, questionId, body.voterId, body.optionId, d.now()));
  });

  app.post(COMMANDS.question.path, async (c) => {
    const body = await jsonBody(c, AskQuestionRequestSchema);
    const info: Broadcast = await broadcastOr404(body.broadcastSlug);
    requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
    // The same rules as the form; 422 names the fields (spec 2 section 5).
    const questionFields = () => {
      const fields = v.safeParse(questionFieldsSchema(info.questionContactRequired === true), body.question);
      if (!fields.success) throw new ApiError(422, 'Please check the marked fields.', { fields: questionIssueFields(fields.issues) });
      return fields.output;
    };
    return answer(c, { info, id: body.registrationId, field: 'registrationId' }, async (d) => {
      const receivedAt = await storeQuestion(d.db, info, questionFields(), body.registrationId ?? null, d.now());
      return { status: 201, body: { ok: true, receivedAt } };
    }, undefined, (claim) => keyedQuestion(deps.db, claim, info, questionFields(), body.registrationId ?? null, deps.now()));
  });
}
