/**
 * The organiser's WebVTT files (issue 48), for a recording that came from elsewhere: the file's
 * text is parsed and validated by the W3C validator's parser (webvtt-parser), its cues kept as
 * plain text timed in seconds (caption_files), and served and searched exactly as kept lines are
 * (replay.ts transcriptOf: the transcript, its `.vtt` and the page's search read the same cues).
 * Never a URL the server fetches: the organiser uploads the text.
 */
import { createRequire } from 'node:module';
import { and, asc, eq } from 'drizzle-orm';
import { CAPTION_FILE_MAX_CUES, CAPTION_START_MAX, CAPTION_TEXT_MAX } from '../../../src/contract/captions.ts';
import { hasOnlyAllowedCharacters } from '../../../src/contract/text.ts';
import type { Db } from '../../db/client.ts';
import { captionFiles } from '../../db/schema.ts';

// A CommonJS module whose exports Node's ES-module loader cannot see by name: required.
const { WebVTTParser } = createRequire(import.meta.url)('webvtt-parser') as typeof import('webvtt-parser');

export interface FileCue {
  start: number;
  end: number;
  text: string;
}

/** Why a file was refused: the parser's findings (line and message), at most a few. */
export class InvalidCaptionFile extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The WebVTT file is not valid: ${problems.join('; ')}`);
    this.problems = problems;
  }
}

const MAX_PROBLEMS = 5;
/**
 * The character references WebVTT knows, with their semicolon: the parser's own default table
 * lacks it, and would read `&amp;` as `&;`.
 */
const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
  '&nbsp;': '\u00a0',
} as const;

interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

/** A cue's text without its markup (voices, classes, bold, ruby, timestamps): what was said. */
function plainText(node: TextNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'timestamp') return '';
  return (node.children ?? []).map(plainText).join('');
}

/**
 * The cues of a WebVTT file, in time order, as plain text on one line each. Throws
 * InvalidCaptionFile for anything the parser finds wrong, a file without cues, a cue without
 * text, longer than a caption line or with control characters, or past a day.
 */
export function parseCaptionFile(text: string): FileCue[] {
  const parsed = new WebVTTParser(ENTITIES).parse(text.replace(/^\uFEFF/, ''), 'captions');
  const problems = parsed.errors.map((error) => `line ${error.line}: ${error.message}`);
  const cues: FileCue[] = [];
  for (const cue of parsed.cues) {
    const said = plainText(cue.tree as TextNode)
      .replace(/\s+/g, ' ')
      .trim();
    const where = `the cue at ${cue.startTime} s`;
    if (!said) problems.push(`${where} has no text`);
    else if (said.length > CAPTION_TEXT_MAX) problems.push(`${where} is longer than ${CAPTION_TEXT_MAX} characters`);
    else if (!hasOnlyAllowedCharacters(said)) problems.push(`${where} holds characters that are not allowed`);
    if (cue.endTime * 1000 > CAPTION_START_MAX) problems.push(`${where} ends after 24 hours`);
    cues.push({ start: cue.startTime, end: cue.endTime, text: said });
  }
  if (!cues.length && !problems.length) problems.push('the file has no cues');
  if (cues.length > CAPTION_FILE_MAX_CUES) problems.push(`more than ${CAPTION_FILE_MAX_CUES} cues`);
  if (problems.length) throw new InvalidCaptionFile(problems.slice(0, MAX_PROBLEMS));
  return cues.sort((a, b) => a.start - b.start || a.end - b.end);
}

export interface CaptionFilePlace {
  projectId: string;
  eventId: string;
  broadcast: string;
  lang: string;
}

/** Keeps (or replaces) a language's file; answers whether it replaced one. */
export async function saveCaptionFile(db: Db, place: CaptionFilePlace, cues: FileCue[], now: Date): Promise<boolean> {
  const [before] = await db
    .select({ lang: captionFiles.lang })
    .from(captionFiles)
    .where(and(eq(captionFiles.broadcast, place.broadcast), eq(captionFiles.lang, place.lang)));
  await db
    .insert(captionFiles)
    .values({ ...place, cues, uploadedAt: now })
    .onConflictDoUpdate({
      target: [captionFiles.broadcast, captionFiles.lang],
      set: { cues, uploadedAt: now, projectId: place.projectId, eventId: place.eventId },
    });
  return before !== undefined;
}

export async function deleteCaptionFile(db: Db, projectId: string, broadcast: string, lang: string) {
  const rows = await db
    .delete(captionFiles)
    .where(
      and(eq(captionFiles.projectId, projectId), eq(captionFiles.broadcast, broadcast), eq(captionFiles.lang, lang)),
    )
    .returning({ lang: captionFiles.lang });
  return rows.length > 0;
}

/** The organiser's files of a project (without their cues). */
export async function listCaptionFiles(db: Db, projectId: string) {
  const rows = await db
    .select()
    .from(captionFiles)
    .where(eq(captionFiles.projectId, projectId))
    .orderBy(asc(captionFiles.eventId), asc(captionFiles.lang));
  return rows.map((row) => ({
    event: row.eventId,
    broadcast: row.broadcast,
    lang: row.lang,
    cues: row.cues.length,
    uploadedAt: row.uploadedAt.toISOString(),
  }));
}

/** The languages a broadcast has files of. */
export async function captionFileLanguages(db: Db, broadcast: string): Promise<string[]> {
  const rows = await db
    .select({ lang: captionFiles.lang })
    .from(captionFiles)
    .where(eq(captionFiles.broadcast, broadcast));
  return rows.map((row) => row.lang);
}

/** A language's file cues, if the organiser gave one. */
export async function captionFileCues(db: Db, broadcast: string, lang: string): Promise<FileCue[] | undefined> {
  const [row] = await db
    .select({ cues: captionFiles.cues })
    .from(captionFiles)
    .where(and(eq(captionFiles.broadcast, broadcast), eq(captionFiles.lang, lang)));
  return row?.cues;
}
