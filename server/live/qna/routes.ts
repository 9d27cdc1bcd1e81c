/**
 * Audience Q&A calls under /live-director/ (README.md in this folder), mounted by one line in
 * server/live/routes.ts:
 *   GET  /qna/{broadcast}?voterId=                          the list, the voter's own questions and upvotes
 *   GET  /qna/{broadcast}/page?section=&sort=&offset=&limit=  the rest of a long list
 *   GET  /qna-control/{eventId}?status=&offset=&limit=      the moderator's queue (control token)
 *   POST /qna-control/{eventId}/{questionId}                { action } (control token)
 * Visitors' calls are open to any page origin like the library's, and need the page token on a
 * protected project. The upvote (POST /qna/{broadcast}/{questionId}/upvote) is a command of the
 * table, mounted with the live director's other writes (upvote.ts, live/interactionCommands.ts).
 */
import type { Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER } from '../../../src/contract/idempotency.ts';
import { VoterIdSchema } from '../../../src/contract/interaction.ts';
import { ModerationRequestSchema, QNA_SECTIONS, QNA_SORTS } from '../../../src/contract/qna.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, jsonBody, notFound } from '../../http/errors.ts';
import type { Broadcasts } from '../broadcasts.ts';
import { KeySchema, pageBroadcast } from '../routeParams.ts';
import { moderatorView } from './moderation.ts';
import { readPage, readSnapshot, PAGE_MAX } from './list.ts';
import type { QnaPush } from './push.ts';
import { QuestionIdSchema } from './upvote.ts';
import { moderate } from './writes.ts';

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
  const eventOf = async (c: Context) =>
    (await broadcasts.byEvent(parsed(KeySchema, c.req.param('eventId'), 'eventId'))) ??
    (() => {
      throw notFound('Event');
    })();

  app.get('/qna/:broadcast', async (c) => {
    const info = await pageBroadcast(c, deps, broadcasts);
    const voter = v.safeParse(VoterIdSchema, c.req.query('voterId'));
    c.header('Cache-Control', 'no-store');
    return c.json(await readSnapshot(deps.db, info, voter.success ? voter.output : undefined));
  });

  app.get('/qna/:broadcast/page', async (c) => {
    const info = await pageBroadcast(c, deps, broadcasts);
    const query = parsed(PageQuerySchema, c.req.query(), 'query');
    c.header('Cache-Control', 'no-store');
    return c.json(await readPage(deps.db, info, query.section, query.sort, query.offset, query.limit));
  });

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
