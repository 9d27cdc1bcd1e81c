/**
 * Live captions (issue 48; server/live/captions/README.md): what a captioner posts, what the live
 * stream pushes (`event: captions`) and what a page reads on joining. A line is plain text, never
 * HTML: the page shows it as text. `seq` orders a language's lines and names a line while it is
 * revised; `rev` grows with each revision, so a page that hears of a line twice keeps the newer one.
 */
import * as v from 'valibot';
import { allowedCharacters } from './text';

/** A caption line holds at most this many characters (a few seconds of speech; the box shows two lines). */
export const CAPTION_TEXT_MAX = 500;
/** Lines a joining page gets per language (on the stream and from the GET). */
export const CAPTION_RECENT_LINES = 20;
/** A recording is at most a day long. */
export const CAPTION_START_MAX = 24 * 60 * 60 * 1000;
/** The largest `seq` (a PostgreSQL integer). */
export const CAPTION_SEQ_MAX = 2_147_483_647;

/**
 * A BCP-47-ish language tag from a small pattern: a 2-3 letter language, then at most two subtags
 * (a script or region): `en`, `nl`, `pt-BR`, `zh-Hant-TW`. Lower-case language, as the page compares them.
 */
export const CaptionLangSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/, 'lang must be a language tag such as en, nl or pt-BR.'),
);

/** The captioner's POST /live-director/captions/{broadcast}. */
export const CaptionPostSchema = v.object({
  seq: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CAPTION_SEQ_MAX)),
  lang: CaptionLangSchema,
  // One line of speech, but a bridge may send the line breaks it saw: tabs and line feeds pass, other controls not.
  text: v.pipe(v.string(), v.maxLength(CAPTION_TEXT_MAX), allowedCharacters(true)),
  final: v.boolean(),
  /**
   * Optional: the line's moment in the recording, milliseconds from the broadcast's on-air moment
   * (a captioner working from the recording). Without it the line starts when its first post
   * arrives. Only the first post of a line sets it.
   */
  start: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CAPTION_START_MAX))),
});
export type CaptionPost = v.InferOutput<typeof CaptionPostSchema>;

const Int = v.pipe(v.number(), v.integer(), v.minValue(0));

export const CaptionLineSchema = v.object({
  lang: v.string(),
  seq: Int,
  /** 1 for the first text of a line, one more with each revision. */
  rev: Int,
  text: v.string(),
  final: v.boolean(),
  /** When the line's first text arrived (epoch milliseconds): the transcript's time and the replay's cue start. */
  at: v.number(),
});
export type CaptionLine = v.InferOutput<typeof CaptionLineSchema>;

/** `event: captions` data: new or revised lines, in `seq` order per language (a joining page gets the recent ones). */
export const CaptionsMessageSchema = v.object({ lines: v.array(CaptionLineSchema) });

/** GET /live-director/captions/{broadcast}: the languages captioned so far and their recent lines. */
export const CaptionsSnapshotSchema = v.object({
  languages: v.array(v.string()),
  lines: v.array(CaptionLineSchema),
});
export type CaptionsSnapshot = v.InferOutput<typeof CaptionsSnapshotSchema>;

/** The captioner's answer: the line as kept; `changed` false when the post repeated what was kept. */
export const CaptionPostAnswerSchema = v.object({ line: CaptionLineSchema, changed: v.boolean() });

const Seconds = v.pipe(v.number(), v.minValue(0));

/** GET /live-director/captions/{broadcast}/transcript?lang=: the replay's transcript of one language. */
export const CaptionTranscriptSchema = v.object({
  languages: v.array(v.string()),
  /** The language of `cues`; null when nothing was captioned. */
  lang: v.nullable(v.string()),
  cues: v.array(v.object({ seq: Int, start: Seconds, end: Seconds, text: v.string() })),
});
export type CaptionTranscript = v.InferOutput<typeof CaptionTranscriptSchema>;

/**
 * A caption token (issue 48): the organiser makes one per broadcast for a captioner
 * (`POST /admin/api/projects/{id}/caption-tokens`); it posts and reads that broadcast's captions
 * only, never the control API. 32 characters after a prefix that says what it is.
 */
export const CAPTION_TOKEN = /^cap_[A-Za-z0-9_-]{32}$/;

/** `POST /admin/api/projects/{id}/caption-tokens`: a name the organiser knows the captioner by, and the event. */
export const CaptionTokenRequestSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60), allowedCharacters()),
  event: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
});

/** An organiser's WebVTT file is at most this large (about 20 hours of captions). */
export const CAPTION_FILE_MAX_BYTES = 1024 * 1024;
/** And holds at most this many cues. */
export const CAPTION_FILE_MAX_CUES = 20_000;
