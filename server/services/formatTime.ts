/** The server-formatted date strings of an event, in the visitor's time zone and the project's language. */
import type { Locale } from '../../src/contract/index.ts';

export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

const INTL_LOCALE: Record<Locale, string> = {
  nlFormal: 'nl-NL', nlInformal: 'nl-NL', en: 'en-GB', de: 'de-DE', fr: 'fr-FR',
};

export function intlLocale(language: string): string {
  return INTL_LOCALE[language as Locale] ?? 'nl-NL';
}

/** An IANA zone Intl accepts, else the default (an unknown zone is not an error for the visitor). */
export function safeTimeZone(tz: string | undefined | null): string {
  if (!tz) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export interface FormattedTimes {
  startTimeFormatted: string;
  startDateTimeFormattedFull: string;
  startTimeFormattedTime: string;
  startTimeFormattedDate: string;
  agendaStartAndEndTime: string;
}

export function formatEventTimes(
  startSeconds: number, durationInMinutes: number, language: string, timeZone: string,
): FormattedTimes {
  const locale = intlLocale(language);
  const start = new Date(startSeconds * 1000);
  const end = new Date((startSeconds + durationInMinutes * 60) * 1000);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const date = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
  const full = new Intl.DateTimeFormat(locale, {
    timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric',
    hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
  });
  const short = new Intl.DateTimeFormat(locale, {
    timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  return {
    startTimeFormatted: short.format(start),
    startDateTimeFormattedFull: full.format(start),
    startTimeFormattedTime: time.format(start),
    startTimeFormattedDate: date.format(start),
    // "HH:mm - HH:mm": the upcoming-events element shows the part before the first space.
    agendaStartAndEndTime: `${time.format(start)} - ${time.format(end)}`,
  };
}
