/**
 * The question form's rules (spec 2 sections 3, 5 and 9), shared by the client form and the
 * server (POST /live-director/ask-question): name, e-mail, type (content or technical) and a
 * non-empty message of at most 1024 characters. Issues carry form error codes (formErrors.ts),
 * so the domain stays free of lingui and both sides name the same fields.
 */
import * as v from 'valibot';
import { encodeFormError } from './formErrors';

export const QUESTION_MAX_LENGTH = 1024;
export const QUESTION_TYPES = ['content', 'technical'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_FIELDS = ['name', 'email', 'type', 'message'] as const;
export type QuestionField = (typeof QUESTION_FIELDS)[number];

const NAME_MAX = 200;
const EMAIL_MAX = 300;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length as the visitor sees it (code points), the same on both sides. */
export const messageLength = (message: string) => [...message].length;

const required = encodeFormError('required');

export const QuestionFieldsSchema = v.object({
  name: v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(NAME_MAX, encodeFormError('length', { length: NAME_MAX }))),
  email: v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(EMAIL_MAX, encodeFormError('invalidEmail')),
    v.regex(EMAIL_PATTERN, encodeFormError('invalidEmail'))),
  type: v.picklist(QUESTION_TYPES, required),
  message: v.pipe(
    v.string(required), v.trim(), v.nonEmpty(required),
    v.check((m) => messageLength(m) <= QUESTION_MAX_LENGTH, encodeFormError('length', { length: QUESTION_MAX_LENGTH })),
  ),
});
export type QuestionFieldsInput = v.InferInput<typeof QuestionFieldsSchema>;
export type QuestionFields = v.InferOutput<typeof QuestionFieldsSchema>;

/** The question fields an issue list points at (the server's 422 `fields`). */
export function questionIssueFields(issues: readonly v.BaseIssue<unknown>[]): QuestionField[] {
  const named = issues.map((issue) => String(issue.path?.at(-1)?.key ?? ''));
  return QUESTION_FIELDS.filter((field) => named.includes(field));
}

/** What the counter under the message shows: "n/1024". */
export const messageCounter = (message: string) => `${messageLength(message)}/${QUESTION_MAX_LENGTH}`;
