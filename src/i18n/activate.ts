/**
 * Locale activation: one dynamic import per locale (kept out of the first download except the
 * one in use), `<html lang>` kept in step with the active locale.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../contract';

export const DEFAULT_LOCALE: Locale = 'nlFormal';

/**
 * Before a project is known (a mistyped link, the 404 page) the visitor's browser language is
 * used when it is one of ours; every project page then switches to the project's language.
 */
export function browserLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Locale {
  for (const tag of languages) {
    const language = tag.slice(0, 2).toLowerCase();
    if (language === 'nl') return 'nlFormal';
    if (language === 'en' || language === 'de' || language === 'fr') return language;
  }
  return DEFAULT_LOCALE;
}

/** Intl tags for plurals, dates and numbers; the two Dutch registers share one. */
export const INTL_TAG: Record<Locale, string> = {
  nlFormal: 'nl-NL', nlInformal: 'nl-NL', en: 'en-GB', de: 'de-DE', fr: 'fr-FR',
};

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nlFormal: () => import('./locales/nlFormal/messages.po'),
  nlInformal: () => import('./locales/nlInformal/messages.po'),
  en: () => import('./locales/en/messages.po'),
  de: () => import('./locales/de/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, locales: [INTL_TAG[locale]], messages });
  if (typeof document !== 'undefined') document.documentElement.lang = INTL_TAG[locale].slice(0, 2);
}

export { i18n };
