/**
 * Evaluation answers (spec 2 sections 5 and 7): `POST /api/evaluations` checks every answer
 * against the evaluation's questions with the form's own rules (src/domain/evaluation.ts) and
 * stores them per evaluation and registration id; a second send replaces the first. With an
 * Idempotency-Key (the app's offline outbox) a repeat gets the first answer. Only a registration
 * of the project answers, except where its registration is open (live/voters.ts). `GET
 * /api/evaluations/{evaluationId}/{registrationId}` reads the stored answers back.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  EvaluationSchema,
  type Evaluation,
  type EvaluationRequest,
  type EvaluationResult,
} from '../../src/contract/index.ts';
import { invalidQuestions } from '../../src/domain/evaluation.ts';
import type { AppDeps } from '../deps.ts';
import { evaluationAnswers, projects } from '../db/schema.ts';
import { commandHandler } from '../http/commandRoute.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { checkVoter } from '../live/voters.ts';

/** The project and questions of an evaluation id (its `evaluation` or its `onSiteEvaluation`). */
interface FoundEvaluation {
  projectId: string;
  openRegistration: boolean;
  evaluation: Evaluation;
}

async function findEvaluation(deps: AppDeps, evaluationId: string): Promise<FoundEvaluation | undefined> {
  const rows = await deps.db
    .select({ id: projects.id, doc: projects.doc })
    .from(projects)
    .where(
      sql`${projects.doc}->'evaluation'->>'_id' = ${evaluationId}
        or ${projects.doc}->'onSiteEvaluation'->>'_id' = ${evaluationId}`,
    )
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  for (const candidate of [row.doc.evaluation, row.doc.onSiteEvaluation]) {
    const parsed = v.safeParse(EvaluationSchema, candidate);
    if (parsed.success && parsed.output._id === evaluationId) {
      const openRegistration = (row.doc.registration as { type?: unknown } | undefined)?.type === 'open';
      return { projectId: row.id, openRegistration, evaluation: parsed.output };
    }
  }
  return undefined;
}

async function storeAnswers(
  c: Context,
  d: AppDeps,
  limiter: RateLimiter,
  body: EvaluationRequest,
): Promise<EvaluationResult> {
  const found = await findEvaluation(d, body.evaluation_id);
  if (!found) throw new ApiError(400, 'Unknown evaluation', { fields: ['evaluation_id'] });
  // A registration of the project answers (or any id where registration is open: the page's own).
  await checkVoter(c, d, limiter, found, body.registration_id, 'registration_id');
  const bad = invalidQuestions(found.evaluation, body.answers);
  if (bad.length) throw new ApiError(400, 'Some answers are missing or invalid.', { fields: bad });
  // Stored in the order of the questions, whatever order they came in.
  const order = found.evaluation.fields.map((f) => f.id);
  const answers = [...body.answers].sort((a, b) => order.indexOf(a.questionId) - order.indexOf(b.questionId));
  const key = and(
    eq(evaluationAnswers.evaluationId, body.evaluation_id),
    eq(evaluationAnswers.registrationId, body.registration_id),
  );
  const [existing] = await d.db.select({ id: evaluationAnswers.evaluationId }).from(evaluationAnswers).where(key);
  const now = d.now();
  await d.db
    .insert(evaluationAnswers)
    .values({
      evaluationId: body.evaluation_id,
      registrationId: body.registration_id,
      projectId: found.projectId,
      answers,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [evaluationAnswers.evaluationId, evaluationAnswers.registrationId],
      set: { answers, updatedAt: now },
    });
  return { ok: true, updated: Boolean(existing), answers };
}

/** The evaluation command of the table, mounted by routes/commands.ts. */
export function evaluationCommand(limiter: RateLimiter) {
  return commandHandler('evaluation', {
    before: [limiter.perIp('evaluations', 120)],
    work: async (d, body, _none, c) => ({ status: 200, body: await storeAnswers(c, d, limiter, body) }),
  });
}

/** Reading the stored answers back. */
export function evaluationRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();
  app.use('*', limiter.perIp('evaluations', 120));

  app.get('/:evaluationId/:registrationId', async (c) => {
    const evaluationId = idParam(c, 'evaluationId');
    const registrationId = idParam(c, 'registrationId');
    if (!(await findEvaluation(deps, evaluationId))) throw notFound('Evaluation');
    const [row] = await deps.db
      .select({ answers: evaluationAnswers.answers })
      .from(evaluationAnswers)
      .where(
        and(eq(evaluationAnswers.evaluationId, evaluationId), eq(evaluationAnswers.registrationId, registrationId)),
      );
    c.header('Cache-Control', 'no-store');
    return c.json({ answers: row?.answers ?? null });
  });

  return app;
}
