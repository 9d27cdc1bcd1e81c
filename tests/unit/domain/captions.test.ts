import { describe, expect, it } from 'vitest';
import type { CaptionLine } from '../../../src/contract/captions';
import {
  captionCues,
  chooseLanguage,
  DEFAULT_CAPTION_PREFS,
  languagesOf,
  linesOf,
  mergeLines,
  newlyFinal,
  parseCaptionPrefs,
  searchLines,
  shownLines,
  vttTime,
  webVtt,
} from '../../../src/domain/captions';

const line = (lang: string, seq: number, rev: number, text: string, final = true): CaptionLine => ({
  lang,
  seq,
  rev,
  text,
  final,
  at: 1_000 * seq,
});

describe('mergeLines', () => {
  it('keeps the highest revision of each line, whatever the order it arrives in', () => {
    const kept = new Map();
    expect(mergeLines(kept, [line('en', 2, 2, 'two, revised'), line('en', 1, 1, 'one')])).toBe(true);
    expect(mergeLines(kept, [line('en', 2, 1, 'two, first')])).toBe(false);
    expect(mergeLines(kept, [line('en', 1, 1, 'one')])).toBe(false);
    expect(linesOf(kept.values(), 'en').map((l) => l.text)).toEqual(['one', 'two, revised']);
  });
});

describe('what the page shows', () => {
  const lines = [line('nl', 1, 1, 'een'), line('en', 3, 1, 'three'), line('en', 1, 1, 'one'), line('en', 2, 1, ' ')];
  it('orders a language by seq and lists the languages', () => {
    expect(linesOf(lines, 'en').map((l) => l.seq)).toEqual([1, 2, 3]);
    expect(linesOf(lines, null)).toEqual([]);
    expect(languagesOf(lines)).toEqual(['en', 'nl']);
  });
  it('shows the last two lines that hold text', () => {
    expect(shownLines(linesOf(lines, 'en')).map((l) => l.text)).toEqual(['one', 'three']);
  });
  it("chooses the visitor's language, else the page's, else the first", () => {
    expect(chooseLanguage(['en', 'nl'], 'nl', 'en')).toBe('nl');
    expect(chooseLanguage(['en', 'nl'], 'fr', 'nlFormal')).toBe('nl');
    expect(chooseLanguage(['en', 'pt-BR'], null, 'de')).toBe('en');
    expect(chooseLanguage([], 'en', 'en')).toBeNull();
  });
  it('announces a line once, when it becomes final', () => {
    const before = [line('en', 1, 1, 'one'), line('en', 2, 1, 'tw', false)];
    const after = [line('en', 1, 1, 'one'), line('en', 2, 2, 'two'), line('en', 3, 1, 'thr', false)];
    expect(newlyFinal(before, after).map((l) => l.seq)).toEqual([2]);
  });
  it('finds lines by a word, ignoring case and accents', () => {
    const said = [line('fr', 1, 1, 'Café à Paris'), line('fr', 2, 1, 'Bonjour')];
    expect(searchLines(said, 'cafe').map((l) => l.seq)).toEqual([1]);
    expect(searchLines(said, '  ')).toHaveLength(2);
  });
});

describe('parseCaptionPrefs', () => {
  it('reads stored choices and falls back on anything unknown', () => {
    expect(parseCaptionPrefs(null)).toEqual(DEFAULT_CAPTION_PREFS);
    expect(parseCaptionPrefs('not json')).toEqual(DEFAULT_CAPTION_PREFS);
    expect(
      parseCaptionPrefs(JSON.stringify({ on: false, size: 'large', highContrast: true, lang: 'nl', announce: true })),
    ).toEqual({ on: false, size: 'large', highContrast: true, lang: 'nl', announce: true });
    expect(parseCaptionPrefs(JSON.stringify({ size: 'huge', lang: '<b>', on: 'yes' }))).toEqual(DEFAULT_CAPTION_PREFS);
  });
});

describe('the replay', () => {
  const start = 1_000_000;
  const at = (seq: number, seconds: number, text: string): CaptionLine => ({
    lang: 'en',
    seq,
    rev: 1,
    text,
    final: true,
    at: start + seconds * 1000,
  });

  it('times each cue from its first text to the next line, within what a reader needs', () => {
    const cues = captionCues(
      [at(1, 1, 'Hello and welcome.'), at(2, 3.5, 'Today:'), at(3, 30, 'the end'), at(4, 31, ' ')],
      start,
    );
    expect(cues).toEqual([
      { seq: 1, start: 1, end: 3.5, text: 'Hello and welcome.' },
      { seq: 2, start: 3.5, end: 5.5, text: 'Today:' },
      { seq: 3, start: 30, end: 32, text: 'the end' },
    ]);
  });

  it('never starts before the recording or overlaps the cue before', () => {
    const cues = captionCues([at(1, -5, 'early'), at(2, 0.2, 'next')], start);
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [0, 0.5],
      [0.5, 2.5],
    ]);
  });

  it('writes WebVTT with the text escaped and on one line', () => {
    expect(vttTime(3725.5)).toBe('01:02:05.500');
    expect(webVtt([{ seq: 7, start: 1, end: 2.25, text: 'a <b> & c\n\nd' }])).toBe(
      'WEBVTT\n\n7\n00:00:01.000 --> 00:00:02.250\na &lt;b&gt; &amp; c d\n',
    );
  });
});
