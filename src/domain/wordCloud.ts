/**
 * The word cloud's one rule for a visitor's word (issue 50), shared by the form (it tells the
 * visitor before sending) and the server (it decides): what counts as the same word, and what is
 * no word at all. Plain text only: a word is letters and digits, with a hyphen, an apostrophe or a
 * space inside, so nothing that could be markup ever reaches a page or the room screen.
 */
import { CLOUD_LANGUAGES, type CloudLanguage } from '../contract/reactions';

export { CLOUD_LANGUAGES, type CloudLanguage };

/** Words a visitor may send to one cloud. */
export const WORDS_PER_VOTER = 3;
/** The longest word kept, after normalising. */
export const MAX_WORD_LENGTH = 24;
/** The longest text the server reads at all (longer is refused as too long without further work). */
export const MAX_WORD_INPUT = 100;
/** The cloud shows this many words; the rest are counted. */
export const CLOUD_TOP = 30;

/**
 * Small per-language lists of words that say nothing alone (articles, pronouns, conjunctions). Only
 * the visitor's own language's list applies: "die" is an article in German and a word in English.
 */
const STOP_WORDS: Record<CloudLanguage, string> = {
  nl:
    'de het een en of maar dat die dit deze is zijn van in op te met voor aan bij er ik je jij u we ' +
    'wij ze zij hij niet ook',
  en: 'the a an and or but of to in on at for with is are was be it this that i you we they he she not so as by',
  de:
    'der die das ein eine einen und oder aber ist sind zu in im am mit von für auf es ich du sie wir ' +
    'er nicht auch den dem des',
  fr:
    'le la les un une des et ou mais de du au aux en à est sont je tu il elle nous vous ils elles ce ' +
    'ne pas pour par sur',
};
const STOP_SETS = Object.fromEntries(
  CLOUD_LANGUAGES.map((lang) => [lang, new Set(STOP_WORDS[lang].split(' '))]),
) as unknown as Record<CloudLanguage, ReadonlySet<string>>;

/** Why a word is not taken: the form and the server's 400 name the same reason. */
export type WordRefusal = 'empty' | 'too-long' | 'stop-word' | 'not-a-word';
export type NormalisedWord = { ok: true; word: string } | { ok: false; reason: WordRefusal };

/** Punctuation, symbols (emoji too) and spaces around a word: dropped ("Great!" is "great"). */
const SURROUNDING = /^[\p{P}\p{S}\p{Z}\s]+|[\p{P}\p{S}\p{Z}\s]+$/gu;
/** Letters (with their marks) and digits, joined by one hyphen, apostrophe or space. */
const A_WORD = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’ -][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*$/u;

/** The language whose stop words apply: the page's locale ('nlFormal' is 'nl'); unknown ones check none. */
export function cloudLanguageOf(locale: string | undefined): CloudLanguage | undefined {
  const lang = locale?.slice(0, 2).toLowerCase();
  return CLOUD_LANGUAGES.find((l) => l === lang);
}

/**
 * The word as the cloud counts it: Unicode-normalised (NFKC), without surrounding spaces,
 * punctuation and symbols, inner spaces collapsed to one, lower case; or why it is refused.
 */
export function normaliseWord(raw: string, lang?: CloudLanguage): NormalisedWord {
  if (raw.length > MAX_WORD_INPUT) return { ok: false, reason: 'too-long' };
  const word = raw.normalize('NFKC').replace(SURROUNDING, '').replace(/\s+/gu, ' ').toLowerCase();
  if (!word) return { ok: false, reason: 'empty' };
  if ([...word].length > MAX_WORD_LENGTH) return { ok: false, reason: 'too-long' };
  if (!A_WORD.test(word)) return { ok: false, reason: 'not-a-word' };
  if (lang && STOP_SETS[lang].has(word)) return { ok: false, reason: 'stop-word' };
  return { ok: true, word };
}

/** A word in the cloud, with how often it was sent. */
export interface CloudWord {
  word: string;
  count: number;
}

/**
 * The font size of a word, in steps 1 (least) to 6 (most), by its count against the cloud's
 * largest: by square root, so a word sent twice as often is not twice as large, and a cloud with
 * one runaway word still shows the others readably.
 */
export function wordSize(count: number, largest: number): number {
  if (largest <= 1) return 3;
  const share = Math.sqrt(Math.max(0, count - 1) / (largest - 1));
  return 1 + Math.round(share * 5);
}
