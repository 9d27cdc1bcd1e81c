/**
 * What every captions view needs: the visitor's choices, the languages captioned, the language
 * shown and its lines in order.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { chooseLanguage, languagesOf, linesOf } from '../../domain/captions';
import { useCaptionPrefs } from '../../state/captionPrefs';
import { useCaptionLines } from './captionsStore';

export function useCaptions() {
  const { i18n } = useLingui();
  const prefs = useCaptionPrefs();
  const all = useCaptionLines();
  return useMemo(() => {
    const languages = languagesOf(all);
    const lang = chooseLanguage(languages, prefs.lang, i18n.locale);
    return { prefs, languages, lang, lines: linesOf(all, lang) };
  }, [all, prefs, i18n.locale]);
}

/** A language's name in the page's language ("English", "Nederlands" on a Dutch page as "Nederlands"). */
export function languageName(lang: string, pageLocale: string): string {
  const key = `${lang} ${pageLocale}`;
  let name = languageNames.get(key);
  if (name === undefined) {
    try {
      const tag = pageLocale.startsWith('nl') ? 'nl' : pageLocale;
      name = new Intl.DisplayNames([tag], { type: 'language' }).of(lang) ?? lang;
    } catch {
      name = lang;
    }
    languageNames.set(key, name);
  }
  return name;
}
/** Names once made: Intl.DisplayNames is dear to make, and the choice renders with every line. */
const languageNames = new Map<string, string>();
