import type { Locale } from '../contract';

/** Intl tags for plurals, dates and numbers; the two Dutch registers share one. */
export const INTL_TAG: Record<Locale, string> = {
  nlFormal: 'nl-NL',
  nlInformal: 'nl-NL',
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
};
