/**
 * The kept caption lines (live_captions; server/db/schemaCaptions.ts): the captioner's write and
 * what pages read. A line is one row per broadcast, language and `seq`; a post that changes
 * nothing (the same text and finality again) leaves it as it is, so a repeated post is not pushed
 * again; a final line never changes.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { CaptionLine, CaptionPost } from '../../../src/contract/captions.ts';
import type { Db } from '../../db/client.ts';
import { liveCaptions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

type Row = Pick<typeof liveCaptions.$inferSelect, 'lang' | 'seq' | 'rev' | 'text' | 'final' | 'createdAt'>;

export const captionLine = (r: Row): CaptionLine => ({
  lang: r.lang,
  seq: r.seq,
  rev: r.rev,
  text: r.text,
  final: r.final,
  at: new Date(r.createdAt).getTime(),
});

const LINE_COLUMNS = {
  lang: liveCaptions.lang,
  seq: liveCaptions.seq,
  rev: liveCaptions.rev,
  text: liveCaptions.text,
  final: liveCaptions.final,
  createdAt: liveCaptions.createdAt,
};

/**
 * Keeps a posted line: new, or a revision of a line that is not final yet. Answers the line as
 * kept and whether the post changed it; a change to a final line is a 409 (the captioner's bridge
 * learns that its correction came too late).
 */
export async function saveCaption(
  db: Db,
  broadcast: string,
  post: CaptionPost,
  now: Date,
  /** The line's moment when it is new: the post's `start` in the recording, else now. */
  firstAt: Date = now,
): Promise<{ line: CaptionLine; changed: boolean }> {
  const { seq, lang, text, final } = post;
  // One statement: a revision only where the kept line is not final and differs (a repeat changes nothing).
  const [written] = await db
    .insert(liveCaptions)
    .values({ broadcast, lang, seq, text, final, createdAt: firstAt, updatedAt: now })
    .onConflictDoUpdate({
      target: [liveCaptions.broadcast, liveCaptions.lang, liveCaptions.seq],
      set: { rev: sql`${liveCaptions.rev} + 1`, text, final, updatedAt: now },
      setWhere: sql`not ${liveCaptions.final}
        and (${liveCaptions.text} <> ${text} or ${liveCaptions.final} <> ${final})`,
    })
    .returning(LINE_COLUMNS);
  if (written) return { line: captionLine(written), changed: true };
  const [kept] = await db
    .select(LINE_COLUMNS)
    .from(liveCaptions)
    .where(and(eq(liveCaptions.broadcast, broadcast), eq(liveCaptions.lang, lang), eq(liveCaptions.seq, seq)));
  if (!kept) throw new Error(`Caption ${broadcast}/${lang}/${seq} neither written nor kept`);
  if (kept.final && (kept.text !== text || !final)) {
    throw new ApiError(409, 'This caption line is final: it is not changed any more.', { code: 'final' });
  }
  return { line: captionLine(kept), changed: false };
}

/**
 * The last `perLanguage` lines of each language, in language then `seq` order: what a joining page
 * gets and what each push compares with what it pushed before.
 */
export async function recentCaptions(db: Db, broadcast: string, perLanguage: number): Promise<CaptionLine[]> {
  const ranked = db
    .select({
      ...LINE_COLUMNS,
      n: sql<number>`row_number() over (partition by ${liveCaptions.lang} order by ${liveCaptions.seq} desc)`.as('n'),
    })
    .from(liveCaptions)
    .where(eq(liveCaptions.broadcast, broadcast))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.n} <= ${perLanguage}`)
    .orderBy(asc(ranked.lang), asc(ranked.seq));
  return rows.map(captionLine);
}

/** Every kept line of one language from `fromSeq` on, in `seq` order (the transcript and the replay's track). */
export async function captionsOf(db: Db, broadcast: string, lang: string, fromSeq = 0): Promise<CaptionLine[]> {
  const rows = await db
    .select(LINE_COLUMNS)
    .from(liveCaptions)
    .where(and(eq(liveCaptions.broadcast, broadcast), eq(liveCaptions.lang, lang), gte(liveCaptions.seq, fromSeq)))
    .orderBy(asc(liveCaptions.seq));
  return rows.map(captionLine);
}

/** The languages captioned so far, sorted. */
export async function captionLanguages(db: Db, broadcast: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ lang: liveCaptions.lang })
    .from(liveCaptions)
    .where(eq(liveCaptions.broadcast, broadcast))
    .orderBy(asc(liveCaptions.lang));
  return rows.map((r) => r.lang);
}
