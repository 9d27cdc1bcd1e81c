/** Issue 50: the word cloud's one rule for a word (src/domain/wordCloud.ts), shared by the form and the server. */
import { describe, expect, it } from 'vitest';
import { cloudLanguageOf, MAX_WORD_LENGTH, normaliseWord, wordSize } from '../../../src/domain/wordCloud';

describe('normaliseWord', () => {
  it('folds case, drops surrounding spaces, punctuation and symbols, collapses inner spaces', () => {
    expect(normaliseWord('  Great!! ')).toEqual({ ok: true, word: 'great' });
    expect(normaliseWord('«Samen»')).toEqual({ ok: true, word: 'samen' });
    expect(normaliseWord('👏 teamwork 👏')).toEqual({ ok: true, word: 'teamwork' });
    expect(normaliseWord('Hospital   at\thome')).toEqual({ ok: true, word: 'hospital at home' });
    expect(normaliseWord("l'Équipe")).toEqual({ ok: true, word: "l'équipe" });
    expect(normaliseWord('e-Health')).toEqual({ ok: true, word: 'e-health' });
    // NFKC: the full-width and the composed forms count as the same word.
    expect(normaliseWord('ＡＩ')).toEqual({ ok: true, word: 'ai' });
    expect(normaliseWord('Cafe\u0301')).toEqual(normaliseWord('Café'));
  });

  it('refuses no word at all, too long, and anything that is not plain letters and digits', () => {
    expect(normaliseWord(' ?! ')).toEqual({ ok: false, reason: 'empty' });
    expect(normaliseWord('a'.repeat(MAX_WORD_LENGTH))).toMatchObject({ ok: true });
    expect(normaliseWord('a'.repeat(MAX_WORD_LENGTH + 1))).toEqual({ ok: false, reason: 'too-long' });
    expect(normaliseWord(`${'a'.repeat(10)}${' '.repeat(200)}`)).toEqual({ ok: false, reason: 'too-long' });
    expect(normaliseWord('<b>bold</b>')).toEqual({ ok: false, reason: 'not-a-word' });
    expect(normaliseWord('a&amp;b')).toEqual({ ok: false, reason: 'not-a-word' });
    expect(normaliseWord('https://x.test')).toEqual({ ok: false, reason: 'not-a-word' });
  });

  it("applies the visitor's own language's stop words only", () => {
    expect(normaliseWord('The', 'en')).toEqual({ ok: false, reason: 'stop-word' });
    expect(normaliseWord('Die', 'de')).toEqual({ ok: false, reason: 'stop-word' });
    expect(normaliseWord('die', 'en')).toEqual({ ok: true, word: 'die' });
    expect(normaliseWord('het', 'nl')).toEqual({ ok: false, reason: 'stop-word' });
    expect(normaliseWord('les', 'fr')).toEqual({ ok: false, reason: 'stop-word' });
    expect(normaliseWord('the')).toEqual({ ok: true, word: 'the' });
  });

  it('names the language of a locale', () => {
    expect(cloudLanguageOf('nlFormal')).toBe('nl');
    expect(cloudLanguageOf('nlInformal')).toBe('nl');
    expect(cloudLanguageOf('de')).toBe('de');
    expect(cloudLanguageOf('es')).toBeUndefined();
  });
});

describe('wordSize', () => {
  it('grows with the count by square root, from 1 to 6', () => {
    expect(wordSize(1, 100)).toBe(1);
    expect(wordSize(100, 100)).toBe(6);
    expect(wordSize(25, 100)).toBeLessThan(wordSize(50, 100));
    expect(wordSize(1, 1)).toBe(3);
  });
});
