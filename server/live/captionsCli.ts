/**
 * `npm run live -- captions <event-id> <file> [--lang en] [--every 3]` (issue 48): posts a text
 * file's lines to a running server as caption lines, one final line per non-empty line of the
 * file, one every `--every` seconds (0: all at once), after the broadcast's last line of that
 * language, so organisers can try a captioner without one. Calls the control API for the
 * broadcast, then POST /live-director/captions/{broadcast} with the control token (cli.ts).
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { CAPTION_TEXT_MAX, CaptionLangSchema, type CaptionPost } from '../../src/contract/captions.ts';

export const CAPTIONS_HELP = `Usage: npm run live -- captions <event-id> <file> [--lang en] [--every 3]

Posts each non-empty line of <file> as a final caption line of the event's broadcast, one every
--every seconds (default 3; 0 posts them all at once), in language --lang (default en).`;

export interface CaptionsCommand {
  eventId: string;
  file: string;
  lang: string;
  everyS: number;
}

/** The command's arguments; a string is an error message. */
export function captionsCommand(args: string[]): CaptionsCommand | string {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) options[arg.slice(2)] = args[++i] ?? '';
    else positional.push(arg);
  }
  const [eventId, file] = positional;
  if (!eventId || !file) return 'captions takes an event id and a file';
  const lang = options.lang ?? 'en';
  if (!v.is(CaptionLangSchema, lang)) return `--lang takes a language tag such as en or nl, not "${lang}"`;
  const everyS = Number(options.every ?? 3);
  if (!Number.isFinite(everyS) || everyS < 0) return '--every takes a number of seconds';
  return { eventId, file, lang, everyS };
}

/** The file's lines as posts from `firstSeq` on: trimmed, blank lines left out, long ones cut at a word. */
export function captionPosts(text: string, lang: string, firstSeq: number): CaptionPost[] {
  return (
    text
      .split(/\r?\n/)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a caption may not hold
      .map((line) => line.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim())
      .filter(Boolean)
      .map((line, i) => ({ seq: firstSeq + i, lang, text: cut(line), final: true }))
  );
}

function cut(line: string): string {
  if (line.length <= CAPTION_TEXT_MAX) return line;
  const head = line.slice(0, CAPTION_TEXT_MAX - 1);
  return `${head.slice(0, head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : head.length)}…`;
}

/** Runs the command against `base` with `token`; answers the exit code. */
export async function runCaptions(command: CaptionsCommand, base: string, token: string): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  const control = await fetch(`${base}/live-director/control/${encodeURIComponent(command.eventId)}`, {
    headers: auth,
  });
  if (!control.ok) {
    console.error(`${control.status}: the event's broadcast could not be read`);
    return 1;
  }
  const { broadcast } = (await control.json()) as { broadcast: string };
  const captionsUrl = `${base}/live-director/captions/${encodeURIComponent(broadcast)}`;
  const known = (await (await fetch(`${captionsUrl}?lang=${command.lang}`, { headers: auth })).json()) as {
    lines?: { lang: string; seq: number }[];
  };
  const last = Math.max(-1, ...(known.lines ?? []).filter((l) => l.lang === command.lang).map((l) => l.seq));
  const posts = captionPosts(readFileSync(command.file, 'utf8'), command.lang, last + 1);
  for (const [i, post] of posts.entries()) {
    if (i > 0 && command.everyS > 0) await new Promise((resolve) => setTimeout(resolve, command.everyS * 1000));
    const res = await fetch(captionsUrl, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(post),
    });
    if (!res.ok) {
      console.error(`${res.status}: line ${post.seq} not posted (${await res.text()})`);
      return 1;
    }
    console.log(`${post.lang} ${post.seq}: ${post.text}`);
  }
  console.log(`${posts.length} caption lines posted to ${broadcast}.`);
  return 0;
}
