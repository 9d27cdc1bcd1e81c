/**
 * What a log line may say about an error or a request: its kind and shape, never a visitor's
 * values. Error messages carry what the visitor sent more often than one would think: drizzle's
 * "Failed query: ... params: <values>", PostgreSQL's `invalid input syntax ...: "<value>"`, an SMTP
 * server's "550 <address>: recipient rejected". Paths hold registration ids (credentials) and
 * query strings hold e-mails and tokens: a request is logged by its route pattern only.
 */

const EMAIL = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g;
/** Quoted text, unless it is a plain lower-case identifier (a table, column or constraint name). */
const QUOTED = /"([^"\n]*)"|'([^'\n]*)'/g;
const IDENTIFIER = /^[a-z_][a-z0-9_.]*$/;
/** Id- or token-like runs (registration ids are 24 characters, tokens longer), unless plain lower-case words. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{16,}/g;
const QUERY = /\?[^\s"'<>]*/g;
const MAX = 500;

/** The text with e-mail addresses, quoted values, id- and token-like strings and query strings taken out. */
export function redact(text: string): string {
  return text
    .replace(EMAIL, '<email>')
    .replace(QUOTED, (whole, double?: string, single?: string) => {
      const inner = double ?? single ?? '';
      return IDENTIFIER.test(inner) ? whole : whole[0] === '"' ? '"…"' : "'…'";
    })
    .replace(TOKEN_LIKE, (run) => (/^[a-z_]+$/.test(run) ? run : '…'))
    .replace(QUERY, '?…')
    .slice(0, MAX);
}

function describeOne(err: unknown): string {
  if (!(err instanceof Error)) return redact(String(err));
  // drizzle's wrapper names the statement (placeholders only) and then its values: drop those.
  const message = err.message
    .split(/\nparams:/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  const code = (err as { code?: unknown }).code;
  return `${err.name}${typeof code === 'string' || typeof code === 'number' ? ` (${code})` : ''}: ${redact(message)}`;
}

/** One line about an error and its causes: names, codes and redacted messages, no stack, no values. */
export function errorSummary(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth < 3; depth += 1) {
    parts.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(' <- caused by ');
}
