/**
 * Locale activation: one dynamic import per locale (kept out of the first download except the
 * one in use), `<html lang>` kept in step with the active locale.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../api/schemas';

export const DEFAULT_LOCALE: Locale = 'nlFormal';

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
