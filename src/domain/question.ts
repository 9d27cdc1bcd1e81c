/**
 * The question form's rules (spec 2 sections 3, 5 and 9), shared by the client form and the
 * server (POST /live-director/ask-question): name and e-mail (optional unless the project asks),
 * type (content or technical) and a non-empty message of at most 1024 characters. Issues carry
 * form error codes (formErrors.ts), so the domain stays free of lingui and both sides name the
 * same fields.
 */
import * as v from 'valibot';
import { hasOnlyAllowedCharacters, holdsWebAddress, NAME_MAX_LENGTH } from '../contract/text';
import { encodeFormError } from './formErrors';

export const QUESTION_MAX_LENGTH = 1024;
export const QUESTION_TYPES = ['content', 'technical'] as const;
export const QUESTION_FIELDS = ['name', 'email', 'type', 'message'] as const;
export type QuestionField = (typeof QUESTION_FIELDS)[number];

const EMAIL_MAX = 300;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length as the visitor sees it (code points), the same on both sides. */
export const messageLength = (message: string) => [...message].length;

const required = encodeFormError('required');
/** The shared character rule (contract/text.ts): names and e-mail on one line, the message may break lines. */
const characters = (multiLine = false) =>
  v.check<string, string>((value) => hasOnlyAllowedCharacters(value, multiLine), encodeFormError('invalidCharacters'));

/**
 * The question's fields. Only the message is required (spec 2 section 5): name and e-mail may
 * stay empty (an anonymous question) unless the project asks for them
 * (`questionForm.requireNameAndEmail`); when given they must be valid.
 */
export function questionFieldsSchema(requireContact: boolean) {
  const filled = (value: string) => !requireContact || value !== '';
  return v.object({
    name: v.pipe(
      v.optional(v.string(required), ''),
      v.trim(),
      v.check(filled, required),
      characters(),
      v.check((name) => messageLength(name) <= NAME_MAX_LENGTH, encodeFormError('maxLength', { max: NAME_MAX_LENGTH })),
      v.check((name) => !holdsWebAddress(name), encodeFormError('noWebAddress')),
    ),
    email: v.pipe(
      v.optional(v.string(required), ''),
      v.trim(),
      v.check(filled, required),
      characters(),
      v.maxLength(EMAIL_MAX, encodeFormError('invalidEmail')),
      v.check((email) => email === '' || EMAIL_PATTERN.test(email), encodeFormError('invalidEmail')),
    ),
    type: v.picklist(QUESTION_TYPES, required),
    message: v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      characters(true),
      v.check(
        (m) => messageLength(m) <= QUESTION_MAX_LENGTH,
        encodeFormError('length', { length: QUESTION_MAX_LENGTH }),
      ),
    ),
  });
}

/** The default rules: name and e-mail optional. */
export const QuestionFieldsSchema = questionFieldsSchema(false);
export type QuestionFieldsInput = v.InferInput<typeof QuestionFieldsSchema>;
export type QuestionFields = v.InferOutput<typeof QuestionFieldsSchema>;

/** The question fields an issue list points at (the server's 422 `fields`). */
export function questionIssueFields(issues: readonly v.BaseIssue<unknown>[]): QuestionField[] {
  const named = issues.map((issue) => String(issue.path?.at(-1)?.key ?? ''));
  return QUESTION_FIELDS.filter((field) => named.includes(field));
}

/** What the counter under the message shows: "n/1024". */
export const messageCounter = (message: string) => `${messageLength(message)}/${QUESTION_MAX_LENGTH}`;
