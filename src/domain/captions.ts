/**
 * Live captions on the page (issue 48): which revision of a line a page keeps, what the caption
 * box shows, which language a visitor gets, and the visitor's display choices. Pure rules: the
 * stream's messages come in through features/captions/captionsStore.ts.
 */
import type { CaptionLine } from '../contract/captions';

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
export function searchLines(lines: readonly CaptionLine[], query: string): CaptionLine[] {
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
