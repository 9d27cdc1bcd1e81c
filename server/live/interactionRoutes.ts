/**
 * Visitors' calls for questions, polls and quiz under /live-director/ (README.md in this folder):
 *   GET  /interaction/{broadcast}?voterId=      started polls, quiz (without right answers), counts, own votes
 *   POST /polls/{broadcast}/{pollId}/vote       { voterId, optionId }: one vote per voter, again replaces
 *   POST /quiz/{broadcast}/{questionId}/answer  { voterId, optionId }: right or wrong, one answer
 *   POST /ask-question                          { broadcastSlug, question, registrationId?, eventId?, voterId? }
 *   POST /voter-id                              { voterId }: an id for open-registration events (voterIds.ts)
 * The POSTs take an Idempotency-Key (the app's offline outbox sends them again until answered).
 * Open to any page origin, as the library's other calls. A protected project's calls need the
 * page token (pageToken.ts); the writes need a registration of the project (voters.ts), or on an
 * open-registration event a voter id the server issued, and count against it (issue 43).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { COMMANDS } from '../../src/contract/commands.ts';
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts';
import {
  AskQuestionRequestSchema,
  VoteRequestSchema,
  VoterIdSchema,
  type AskQuestionRequest,
  type InteractionOverview,
} from '../../src/contract/interaction.ts';
import { OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import { questionFieldsSchema, questionIssueFields } from '../../src/domain/question.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBodiesOnly, notFound } from '../http/errors.ts';
import { commandRoute } from '../http/commandRoute.ts';
import type { StoredAnswer } from '../http/idempotency.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import type { LiveHubs } from './hub.ts';
import { requirePageToken } from './pageToken.ts';
import { keyedQuestion, keyedQuizAnswer, keyedVote } from './keyedInteraction.ts';
import { askedAs } from './qna/rules.ts';
import { clientAddress } from '../http/clientIp.ts';
import { countVoterWrite, isActiveRegistration, notRegistered, QUESTIONS_PER_VOTER_PER_MINUTE } from './voters.ts';
import { issueVoterId, requireKnownVoter, VOTER_IDS_PER_ADDRESS_PER_HOUR } from './voterIds.ts';
import { answerQuiz, listItems, pollResults, publicQuiz, storeQuestion, voterChoices, vote } from './interaction.ts';

const KeySchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[A-Za-z0-9_.-]+$/));
const ItemIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[A-Za-z0-9_.-]+$/));

function param(c: Context, name: string, schema: v.GenericSchema<string>): string {
  const parsed = v.safeParse(schema, c.req.param(name));
  if (!parsed.success) throw new ApiError(400, `Invalid ${name}`, { fields: [name] });
  return parsed.output as string;
}

export function interactionRoutes(app: Hono, deps: AppDeps, broadcasts: Broadcasts, hubs: LiveHubs) {
  const open = cors({
    origin: '*',
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', IDEMPOTENCY_HEADER],
    maxAge: 600,
  });
  const limit = bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ error: 'The request is too large.' }, 413) });
  for (const path of ['/interaction/*', '/polls/*', '/quiz/*', '/ask-question', '/voter-id']) app.use(path, open);
  for (const path of ['/polls/*', '/quiz/*', '/ask-question']) app.use(path, jsonBodiesOnly(), limit);
  const limiter = createRateLimiter(deps);

  const broadcastOr404 = async (key: string) =>
    (await broadcasts.byBroadcast(key)) ??
    (() => {
      throw notFound('Broadcast');
    })();

  /**
   * Where it is asked and by whom (page token, rate limits) before the key; the write is then
   * run once per Idempotency-Key (or plainly, in a transaction, without one) by the command
   * route helper (http/commandRoute.ts). With a key on PGlite, `batched` (keyedInteraction.ts)
   * does voter check, write and key in one run of the group commit.
   */
  async function scope(
    c: Context,
    broadcast: string,
    pageToken: string | undefined,
    voterId: string | null | undefined,
    field = 'voterId',
  ) {
    const info = await broadcastOr404(broadcast);
    requirePageToken(c, deps.config, info, deps.now(), pageToken);
    countVoterWrite(c, deps, limiter, info, voterId);
    await requireKnownVoter(deps, info, voterId, field);
    return info;
  }
  /** Who asks: the registration, else (open registration, or none given) the voter id; every question counts against it. */
  async function questionScope(c: Context, body: AskQuestionRequest) {
    const registrationId =
      body.registrationId && body.registrationId !== OPEN_REGISTRATION_ID ? body.registrationId : null;
    const voter = registrationId ?? body.voterId;
    const info = await scope(
      c,
      body.broadcastSlug,
      body.pageToken,
      voter,
      registrationId ? 'registrationId' : 'voterId',
    );
    if (voter) limiter.hit(`question-voter:${info.projectId}:${voter}`, QUESTIONS_PER_VOTER_PER_MINUTE);
    return info;
  }

  app.post('/voter-id', (c) => {
    limiter.hit(`voter-id:${clientAddress(c, deps.config.trustProxy)}`, VOTER_IDS_PER_ADDRESS_PER_HOUR, 60 * 60_000);
    c.header('Cache-Control', 'no-store');
    return c.json({ voterId: issueVoterId(deps.config) });
  });
  /** The voter check of the unbatched path, then the write. */
  async function asVoter(
    d: AppDeps,
    info: Broadcast,
    id: string | null | undefined,
    field: string,
    write: () => Promise<StoredAnswer>,
  ) {
    if (!info.openRegistration && !(await isActiveRegistration(d, info.projectId, id))) throw notRegistered(field);
    return write();
  }

  app.get('/interaction/:broadcast', async (c) => {
    const info = await broadcastOr404(param(c, 'broadcast', KeySchema));
    requirePageToken(c, deps.config, info, deps.now());
    const voter = v.safeParse(VoterIdSchema, c.req.query('voterId'));
    // Only what the director has started (issue 43); its votes, results and own choices alike.
    const items = await listItems(deps.db, info.broadcast, 'started');
    const results = await pollResults(deps.db, info.broadcast, items.polls);
    const own = voter.success
      ? await voterChoices(deps.db, info.broadcast, voter.output, items)
      : { votes: {}, answers: {} };
    const body: InteractionOverview = { polls: items.polls, quiz: publicQuiz(items.quiz), results, ...own };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  app.post(
    COMMANDS.vote.path,
    commandRoute(deps, {
      body: VoteRequestSchema,
      prepare: async (body, c) => ({
        info: await scope(c, param(c, 'broadcast', KeySchema), body.pageToken, body.voterId),
        pollId: param(c, 'pollId', ItemIdSchema),
      }),
      keylessInTransaction: true,
      // The keyed statements write only under a key they claimed (keyedInteraction.ts): one statement on PostgreSQL too.
      batchedOnPostgres: true,
      batched: async (body, { info, pollId }, claim) =>
        (await keyedVote(deps.db, claim, info, pollId, body.voterId, body.optionId, deps.now())).run,
      work: (d, body, { info, pollId }) =>
        asVoter(d, info, body.voterId, 'voterId', async () => ({
          status: 200,
          body: await vote(d.db, info, pollId, body.voterId, body.optionId, d.now()),
        })),
      committed: (answer, _body, { info }) => {
        if (answer.status === 200) hubs.resultsChanged(info.broadcast);
      },
    }),
  );

  app.post(
    COMMANDS.quizAnswer.path,
    commandRoute(deps, {
      body: VoteRequestSchema,
      prepare: async (body, c) => ({
        info: await scope(c, param(c, 'broadcast', KeySchema), body.pageToken, body.voterId),
        questionId: param(c, 'questionId', ItemIdSchema),
      }),
      keylessInTransaction: true,
      batched: (body, { info, questionId }, claim) =>
        keyedQuizAnswer(deps.db, claim, info, questionId, body.voterId, body.optionId, deps.now()),
      work: (d, body, { info, questionId }) =>
        asVoter(d, info, body.voterId, 'voterId', () =>
          answerQuiz(d.db, info, questionId, body.voterId, body.optionId, d.now()),
        ),
    }),
  );

  // The same rules as the form; 422 names the fields (spec 2 section 5).
  const questionFields = (info: Broadcast, body: AskQuestionRequest) => {
    const fields = v.safeParse(questionFieldsSchema(info.questionContactRequired === true), body.question);
    if (!fields.success)
      throw new ApiError(422, 'Please check the marked fields.', { fields: questionIssueFields(fields.issues) });
    return fields.output;
  };
  // Audience Q&A (server/live/qna/): where the question starts and who asked; listed events push their list again.
  const asked = (info: Broadcast, body: AskQuestionRequest) => askedAs(info, body, questionFields(info, body).type);
  app.post(
    COMMANDS.question.path,
    commandRoute(deps, {
      body: AskQuestionRequestSchema,
      prepare: (body, c) => questionScope(c, body),
      keylessInTransaction: true,
      // The keyed statements write only under a key they claimed (keyedInteraction.ts): one statement on PostgreSQL too.
      batchedOnPostgres: true,
      batched: (body, info, claim) =>
        keyedQuestion(
          deps.db,
          claim,
          info,
          questionFields(info, body),
          body.registrationId ?? null,
          deps.now(),
          asked(info, body),
        ),
      work: (d, body, info) =>
        asVoter(d, info, body.registrationId, 'registrationId', async () => {
          const receivedAt = await storeQuestion(
            d.db,
            info,
            questionFields(info, body),
            body.registrationId ?? null,
            d.now(),
            asked(info, body),
          );
          return { status: 201, body: { ok: true, receivedAt } };
        }),
      committed: (answer, _body, info) => {
        if (answer.status === 201 && info.questionsMode !== 'private')
          deps.feed.publish({ kind: 'qna', broadcast: info.broadcast });
      },
    }),
  );
}
