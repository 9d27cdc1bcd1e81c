/**
 * Which characters a visitor's text may hold, one rule for the form and the server (issue 27).
 * Never: NUL and the other control characters, and lone surrogates (half of a UTF-16 pair: no
 * character at all; PostgreSQL refuses NUL). One-line values (names, e-mail, ids, choices) may
 * not break lines either; multi-line ones (textareas, answers, question messages) may hold line
 * feeds, carriage returns and tabs.
 */
import * as v from 'valibot';

/**
 * The server's text of this refusal in its 400 answers; the form shows its own code (formErrors.ts) in the visitor's
 * language.
 */
export const INVALID_CHARACTERS_MESSAGE = 'This field contains characters that are not allowed.';

// C0 controls, DEL and C1 controls; the multi-line set spares tab, line feed and carriage return.
// biome-ignore-start lint/suspicious/noControlCharactersInRegex: these are the characters the rule refuses
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// biome-ignore-end lint/suspicious/noControlCharactersInRegex: the two sets above end here
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `value` holds a character no text of ours may hold (NUL or a lone surrogate). */
export const hasUnstorableCharacters = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** Whether `value` is fine as a one-line (default) or multi-line text. */
export function hasOnlyAllowedCharacters(value: string, multiLine = false): boolean {
  return !(multiLine ? MULTI_LINE_FORBIDDEN : ONE_LINE_FORBIDDEN).test(value) && !LONE_SURROGATE.test(value);
}

/** A valibot check for the request schemas: the issue message is the server's English text. */
export const allowedCharacters = (multiLine = false) =>
  v.check<string, string>((value) => hasOnlyAllowedCharacters(value, multiLine), INVALID_CHARACTERS_MESSAGE);

/** A one-line text of at most `max` characters. */
export const SafeLine = (max: number) => v.pipe(v.string(), v.maxLength(max), allowedCharacters());
/** A multi-line text of at most `max` characters. */
export const SafeText = (max: number) => v.pipe(v.string(), v.maxLength(max), allowedCharacters(true));

/** Names (first and last name, the asker's name): mails greet the visitor with them. */
export const NAME_MAX_LENGTH = 100;
/**
 * A name may not hold a web address: mail clients turn `www.x` or `scheme://` into a link, sent
 * from the organiser's address (issue 27), and a bare host too (`evil.example/login`, issue 43):
 * a word, a dot, and two or more ASCII letters that end the word (a top-level domain). "Dr. Who"
 * and "J.R.R." pass; "St.John" does not, "St. John" does.
 */
const WEB_ADDRESS = /[a-z][a-z0-9+.-]*:\/\/|www\./i;
const BARE_HOST = /[\p{L}\p{N}-]\.[a-z]{2,63}(?![\p{L}\p{N}_])/iu;
export const holdsWebAddress = (value: string) => WEB_ADDRESS.test(value) || BARE_HOST.test(value);

/** A first or last name in a request: one line, at most 100 characters, no web address. */
export const NameSchema = v.pipe(
  v.string(),
  allowedCharacters(),
  v.check((name) => [...name].length <= NAME_MAX_LENGTH, `A name may have at most ${NAME_MAX_LENGTH} characters.`),
  v.check((name) => !holdsWebAddress(name), 'A name may not contain a web address.'),
);
