/**
 * Audience Q&A calls under /live-director/ (README.md in this folder), mounted by one line in
 * server/live/routes.ts:
 *   GET  /qna/{broadcast}?voterId=                          the list, the voter's own questions and upvotes
 *   GET  /qna/{broadcast}/page?section=&sort=&offset=&limit=  the rest of a long list
 *   POST /qna/{broadcast}/{questionId}/upvote               { voterId, up } (Idempotency-Key; outbox)
 *   GET  /qna-control/{eventId}?status=&offset=&limit=      the moderator's queue (control token)
 *   POST /qna-control/{eventId}/{questionId}                { action } (control token)
 * Visitors' calls are open to any page origin like the library's, and need the page token on a
 * protected project; the upvote needs a voter of the project (live/voters.ts; on an open event a
 * voter id the server issued, live/voterIds.ts), is rate limited, and one address counts at most
 * UPVOTES_PER_ADDRESS_PER_QUESTION upvotes on a question.
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { COMMANDS } from '../../../src/contract/commands.ts';
import { IDEMPOTENCY_HEADER } from '../../../src/contract/idempotency.ts';
import { VoterIdSchema } from '../../../src/contract/interaction.ts';
import { ModerationRequestSchema, QNA_SECTIONS, QNA_SORTS, UpvoteRequestSchema } from '../../../src/contract/qna.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, jsonBodiesOnly, jsonBody, notFound } from '../../http/errors.ts';
import { commandRoute } from '../../http/commandRoute.ts';
import { createRateLimiter } from '../../http/rateLimit.ts';
import type { Broadcasts } from '../broadcasts.ts';
import { requirePageToken } from '../pageToken.ts';
import { clientAddress } from '../../http/clientIp.ts';
import { requireKnownVoter } from '../voterIds.ts';
import { countVoterWrite, isActiveRegistration, notRegistered, UPVOTES_PER_ADDRESS_PER_QUESTION } from '../voters.ts';
import { moderatorView } from './moderation.ts';
import { readPage, readSnapshot, PAGE_MAX } from './list.ts';
import type { QnaPush } from './push.ts';
import { keyedUpvote } from './keyedUpvote.ts';
import { moderate, setUpvote } from './writes.ts';

/** The upvote cap per address holds over a live session (a window of this length, in memory). */
const UPVOTE_CAP_WINDOW_MS = 6 * 60 * 60_000;
const KeySchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[A-Za-z0-9_.-]+$/));
const QuestionIdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1));
const Offset = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '0');
const PageQuerySchema = v.object({
  section: v.optional(v.picklist(QNA_SECTIONS), 'open'),
  sort: v.optional(v.picklist(QNA_SORTS), 'votes'),
  offset: Offset,
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)), String(PAGE_MAX)),
});

function parsed<T>(schema: v.GenericSchema<unknown, T>, value: unknown, field: string): T {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ApiError(400, `Invalid ${field}`, { fields: [field] });
  return result.output;
}

export interface QnaRouteDeps {
  deps: AppDeps;
  broadcasts: Broadcasts;
  push: QnaPush;
  authorised(c: Context): void;
}

export function qnaRoutes(app: Hono, { deps, broadcasts, push, authorised }: QnaRouteDeps) {
  const open = cors({
    origin: '*',
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', IDEMPOTENCY_HEADER],
    maxAge: 600,
  });
  app.use('/qna/*', open);
  app.use(
    '/qna/*',
    jsonBodiesOnly(),
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.json({ error: 'The request is too large.' }, 413) }),
  );
  const limiter = createRateLimiter(deps);
  const broadcastOf = async (c: Context) =>
    (await broadcasts.byBroadcast(parsed(KeySchema, c.req.param('broadcast'), 'broadcast'))) ??
    (() => {
      throw notFound('Broadcast');
    })();
  const eventOf = async (c: Context) =>
    (await broadcasts.byEvent(parsed(KeySchema, c.req.param('eventId'), 'eventId'))) ??
    (() => {
      throw notFound('Event');
    })();

  app.get('/qna/:broadcast', async (c) => {
    const info = await broadcastOf(c);
    requirePageToken(c, deps.config, info, deps.now());
    const voter = v.safeParse(VoterIdSchema, c.req.query('voterId'));
    c.header('Cache-Control', 'no-store');
    return c.json(await readSnapshot(deps.db, info, voter.success ? voter.output : undefined));
  });

  app.get('/qna/:broadcast/page', async (c) => {
    const info = await broadcastOf(c);
    requirePageToken(c, deps.config, info, deps.now());
    const query = parsed(PageQuerySchema, c.req.query(), 'query');
    c.header('Cache-Control', 'no-store');
    return c.json(await readPage(deps.db, info, query.section, query.sort, query.offset, query.limit));
  });

  app.post(
    COMMANDS.upvote.path,
    commandRoute(deps, {
      body: UpvoteRequestSchema,
      prepare: async (body, c) => {
        const info = await broadcastOf(c);
        const questionId = parsed(QuestionIdSchema, c.req.param('questionId'), 'questionId');
        requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
        countVoterWrite(c, deps, limiter, info, body.voterId);
        await requireKnownVoter(deps, info, body.voterId, 'voterId');
        if (info.questionsMode === 'private') throw notFound('Question');
        // Many voter ids from one address count as one crowd at most (issue 43); taking one back is free.
        if (body.up)
          limiter.hit(
            `upvote-address:${clientAddress(c, deps.config.trustProxy)}:${info.broadcast}:${questionId}`,
            UPVOTES_PER_ADDRESS_PER_QUESTION,
            UPVOTE_CAP_WINDOW_MS,
          );
        return { info, questionId };
      },
      keylessInTransaction: true,
      batched: (body, { info, questionId }, claim) =>
        keyedUpvote(deps.db, claim, info, questionId, body.voterId, body.up, deps.now()),
      work: async (d, body, { info, questionId }) => {
        if (!info.openRegistration && !(await isActiveRegistration(d, info.projectId, body.voterId)))
          throw notRegistered('voterId');
        return { status: 200, body: await setUpvote(d.db, info.broadcast, questionId, body.voterId, body.up, d.now()) };
      },
      committed: (answer, _body, { info }) => {
        if (answer.status === 200) push.publish(info.broadcast);
      },
    }),
  );

  app.get('/qna-control/:eventId', async (c) => {
    authorised(c);
    const info = await eventOf(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await moderatorView(deps.db, info, c.req.query()));
  });

  app.post('/qna-control/:eventId/:questionId', async (c) => {
    authorised(c);
    const info = await eventOf(c);
    const questionId = parsed(QuestionIdSchema, c.req.param('questionId'), 'questionId');
    const { action } = await jsonBody(c, ModerationRequestSchema);
    const question = await deps.db.transaction((tx) => moderate(tx, info.broadcast, questionId, action));
    push.publish(info.broadcast);
    c.header('Cache-Control', 'no-store');
    return c.json({ question });
  });
}
