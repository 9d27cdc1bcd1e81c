/**
 * Live captions on the page (issue 48): which revision of a line a page keeps, what the caption
 * box shows, which language a visitor gets, and the visitor's display choices. Pure rules: the
 * stream's messages come in through features/captions/captionsStore.ts.
 */
import type { CaptionLine } from '../contract/captions';

/**
 * Whether an event has captions at all: on unless the organiser set `showCaptions: false` (then the
 * live page shows no CC button and no transcript, and the replay no track; the server agrees).
 */
export const captionsSwitchedOn = (event: { showCaptions?: boolean }) => event.showCaptions !== false;

/**
 * The answer a personal page is rendered with when its event's broadcast has captions
 * (server/ssr/captionedPages.ts): the recent lines, in place before the stream brings them.
 */
export const captionedQueryKey = (eventId: string) => `captioned:${eventId}`;
export interface CaptionedPage {
  lines: CaptionLine[];
}

export type CaptionLinesByKey = Map<string, CaptionLine>;

export const lineKey = (line: Pick<CaptionLine, 'lang' | 'seq'>) => `${line.lang}:${line.seq}`;

/**
 * Keeps the highest revision of each line (a line may arrive twice: on joining and pushed, or
 * late after a newer one). Answers whether anything changed.
 */
export function mergeLines(kept: CaptionLinesByKey, incoming: readonly CaptionLine[]): boolean {
  let changed = false;
  for (const line of incoming) {
    const key = lineKey(line);
    if ((kept.get(key)?.rev ?? 0) >= line.rev) continue;
    kept.set(key, line);
    changed = true;
  }
  return changed;
}

/** One language's lines in `seq` order (the captioner may post out of order). */
export function linesOf(kept: Iterable<CaptionLine>, lang: string | null): CaptionLine[] {
  if (!lang) return [];
  return [...kept].filter((line) => line.lang === lang).sort((a, b) => a.seq - b.seq);
}

/** The languages captioned, sorted. */
export function languagesOf(kept: Iterable<CaptionLine>): string[] {
  return [...new Set([...kept].map((line) => line.lang))].sort();
}

/** What the box over the video shows: the last two lines (the last one may still be revised). */
export function shownLines(lines: readonly CaptionLine[], count = 2): CaptionLine[] {
  return lines.filter((line) => line.text.trim() !== '').slice(-count);
}

/**
 * The language shown: the visitor's choice while it is captioned, else the one of the page's
 * language (`nlFormal` -> `nl`), else the first captioned one; null before any line.
 */
export function chooseLanguage(languages: readonly string[], chosen: string | null, pageLocale: string): string | null {
  if (chosen && languages.includes(chosen)) return chosen;
  const page = pageLocale.slice(0, 2).toLowerCase();
  return languages.find((lang) => lang.split('-')[0] === page) ?? languages[0] ?? null;
}

/** The final lines of `after` that `before` did not hold as final: what a screen reader announces. */
export function newlyFinal(before: readonly CaptionLine[], after: readonly CaptionLine[]): CaptionLine[] {
  const wasFinal = new Set(before.filter((line) => line.final).map(lineKey));
  return after.filter((line) => line.final && !wasFinal.has(lineKey(line)));
}

/** Transcript lines whose text holds `query` (case and accents ignored); all of them for an empty query. */
export function searchLines<L extends { text: string }>(lines: readonly L[], query: string): L[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(query.trim());
  return wanted ? lines.filter((line) => fold(line.text).includes(wanted)) : [...lines];
}

export const CAPTION_SIZES = ['small', 'medium', 'large'] as const;
export type CaptionSize = (typeof CAPTION_SIZES)[number];

/** The visitor's caption choices, remembered in this browser (state/captionPrefs.ts). */
export interface CaptionPrefs {
  /** Captions shown over the video (the CC toggle). */
  on: boolean;
  size: CaptionSize;
  /** White on black instead of the softer default box. */
  highContrast: boolean;
  /** The chosen language; null: chooseLanguage decides. */
  lang: string | null;
  /** Final lines announced politely to a screen reader. */
  announce: boolean;
}

export const DEFAULT_CAPTION_PREFS: CaptionPrefs = {
  on: true,
  size: 'medium',
  highContrast: false,
  lang: null,
  announce: false,
};

/** Stored choices read back leniently: anything unknown falls back to the default. */
export function parseCaptionPrefs(stored: string | null): CaptionPrefs {
  let value: Partial<Record<keyof CaptionPrefs, unknown>> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object') value = parsed;
  } catch {
    /* a broken value: the defaults */
  }
  const d = DEFAULT_CAPTION_PREFS;
  return {
    on: typeof value.on === 'boolean' ? value.on : d.on,
    size: CAPTION_SIZES.includes(value.size as CaptionSize) ? (value.size as CaptionSize) : d.size,
    highContrast: typeof value.highContrast === 'boolean' ? value.highContrast : d.highContrast,
    lang: typeof value.lang === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(value.lang) ? value.lang : null,
    announce: typeof value.announce === 'boolean' ? value.announce : d.announce,
  };
}

/** A replay's caption: seconds from the recording's start (the broadcast's on-air moment). */
export interface CaptionCue {
  seq: number;
  start: number;
  end: number;
  text: string;
}

/** A cue stays at most this long when the next line comes late (or never), and at least MIN. */
const CUE_MAX_S = 7;
const CUE_MIN_S = 2;
/** About the time a reader needs per word. */
const CUE_PER_WORD_S = 0.4;

/**
 * One language's lines (in `seq` order) as the replay's cues: each from the moment its first text
 * arrived until the next line starts when that is within seven seconds (no flicker between lines),
 * else for as long as a reader needs (two to seven seconds). Lines without text are left out; cues
 * never overlap or go back in time.
 */
export function captionCues(lines: readonly CaptionLine[], recordingStartMs: number): CaptionCue[] {
  const said = lines.filter((line) => line.text.trim() !== '');
  const cues: CaptionCue[] = [];
  for (const [i, line] of said.entries()) {
    const start = Math.max(cues.at(-1)?.end ?? 0, (line.at - recordingStartMs) / 1000, 0);
    const words = line.text.trim().split(/\s+/).length;
    const reading = Math.min(CUE_MAX_S, Math.max(CUE_MIN_S, words * CUE_PER_WORD_S));
    const next = said[i + 1];
    const nextStart = next ? (next.at - recordingStartMs) / 1000 : Number.POSITIVE_INFINITY;
    const end = Math.max(start + 0.5, nextStart <= start + CUE_MAX_S ? nextStart : start + reading);
    cues.push({ seq: line.seq, start: round(start), end: round(end), text: line.text.trim() });
  }
  return cues;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** `hh:mm:ss.ttt`, the WebVTT timestamp. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const [hours, minutes, secs] = [Math.floor(ms / 3_600_000), Math.floor(ms / 60_000) % 60, Math.floor(ms / 1000) % 60];
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms % 1000, 3)}`;
}

/**
 * A WebVTT file of the cues. Text is text: `&`, `<` and `>` are escaped (a cue's markup would be
 * tags), and a line break or a blank line inside a cue (which ends it) becomes a space.
 */
export function webVtt(cues: readonly CaptionCue[]): string {
  const cueText = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\s*[\r\n]+\s*/g, ' ');
  const body = cues.map((cue) => `${cue.seq}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cueText(cue.text)}\n`);
  return ['WEBVTT', '', ...body].join('\n');
}

/** The cue playing at `seconds` (the transcript marks it), if any. */
export const cueAt = (cues: readonly CaptionCue[], seconds: number): CaptionCue | undefined =>
  cues.find((cue) => cue.start <= seconds && seconds < cue.end);
