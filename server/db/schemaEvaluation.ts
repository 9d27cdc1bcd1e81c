/** Evaluation answers: one row per evaluation and registration (or fake id); a second send replaces it. */
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { EvaluationAnswer } from '../../src/contract/index.ts';

export const evaluationAnswers = pgTable(
  'evaluation_answers',
  {
    evaluationId: text('evaluation_id').notNull(),
    /** A registration id, or the fake id the app keeps when the link had no valid one. */
    registrationId: text('registration_id').notNull(),
    projectId: text('project_id').notNull(),
    answers: jsonb('answers').$type<EvaluationAnswer[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.evaluationId, t.registrationId] })],
);
