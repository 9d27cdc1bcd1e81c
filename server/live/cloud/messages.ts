/**
 * The word cloud's refusals of a word, in the visitor's language (the body's `lang`, the page's
 * language; Dutch when absent, the product's default). The page says the same in its own words by
 * the answer's `code`; these make the 400 itself readable to whoever sent it.
 */
import type { CloudLanguage } from '../../../src/contract/reactions.ts';
import { MAX_WORD_LENGTH, type WordRefusal } from '../../../src/domain/wordCloud.ts';

const MESSAGES: Record<CloudLanguage, Record<WordRefusal, string>> = {
  nl: {
    empty: 'Typ een woord.',
    'too-long': `Een woord is hoogstens ${MAX_WORD_LENGTH} tekens lang.`,
    'stop-word': 'Dat woord zegt alleen weinig. Kies een ander woord.',
    'not-a-word': 'Gebruik alleen letters en cijfers.',
  },
  en: {
    empty: 'Type a word.',
    'too-long': `A word is at most ${MAX_WORD_LENGTH} characters long.`,
    'stop-word': 'That word says little on its own. Choose another word.',
    'not-a-word': 'Use letters and digits only.',
  },
  de: {
    empty: 'Geben Sie ein Wort ein.',
    'too-long': `Ein Wort ist höchstens ${MAX_WORD_LENGTH} Zeichen lang.`,
    'stop-word': 'Dieses Wort sagt allein wenig. Wählen Sie ein anderes Wort.',
    'not-a-word': 'Verwenden Sie nur Buchstaben und Ziffern.',
  },
  fr: {
    empty: 'Saisissez un mot.',
    'too-long': `Un mot compte au plus ${MAX_WORD_LENGTH} caractères.`,
    'stop-word': 'Ce mot seul dit peu de chose. Choisissez-en un autre.',
    'not-a-word': 'Utilisez uniquement des lettres et des chiffres.',
  },
};

export const wordRefusalMessage = (reason: WordRefusal, lang: CloudLanguage = 'nl') => MESSAGES[lang][reason];
