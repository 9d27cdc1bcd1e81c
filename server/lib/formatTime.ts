/**
 * The server-formatted date strings of an event, in the visitor's time zone and the project's
 * language. Creating an Intl.DateTimeFormat costs far more than using one, so formatters and
 * time-zone checks are kept per process (bounded: time zones come from request URLs).
 */
import type { Locale } from '../../src/contract/index.ts';
import { BoundedMap } from './boundedMap.ts';

export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

const INTL_LOCALE: Record<Locale, string> = {
  nlFormal: 'nl-NL',
  nlInformal: 'nl-NL',
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
};

export function intlLocale(language: string): string {
  return INTL_LOCALE[language as Locale] ?? 'nl-NL';
}

const checkedZones = new BoundedMap<string, string>(1000);

/**
 * An IANA zone Intl accepts, in its canonical spelling (so `europe/amsterdam` and
 * `Europe/Amsterdam` share one cached document), else the default: an unknown zone is not an
 * error for the visitor.
 */
export function safeTimeZone(tz: string | undefined | null): string {
  if (!tz) return DEFAULT_TIME_ZONE;
  let zone = checkedZones.get(tz);
  if (zone === undefined) {
    try {
      zone = new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone;
    } catch {
      zone = DEFAULT_TIME_ZONE;
    }
    checkedZones.set(tz, zone);
  }
  return zone;
}

const STYLES = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  full: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
  short: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new BoundedMap<string, Intl.DateTimeFormat>(2000);

function formatter(style: keyof typeof STYLES, language: string, timeZone: string): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `${style}|${locale}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...STYLES[style] });
    formatters.set(key, format);
  }
  return format;
}

export interface FormattedTimes {
  startTimeFormatted: string;
  startDateTimeFormattedFull: string;
  startTimeFormattedTime: string;
  startTimeFormattedDate: string;
  agendaStartAndEndTime: string;
}

const fullStarts = new BoundedMap<string, string>(2000);

/**
 * The start as the confirmation mail writes it ("Saturday 21 November 2026 at 13:00 CET"). Kept
 * per start, language and zone: every registration's mail formats the same few starts, and
 * formatting (even with a cached formatter) was a visible share of a registration's cost.
 */
export function formatFullStart(startSeconds: number, language: string, timeZone: string): string {
  const key = `${startSeconds}|${language}|${timeZone}`;
  let text = fullStarts.get(key);
  if (text === undefined) {
    text = formatter('full', language, timeZone).format(new Date(startSeconds * 1000));
    fullStarts.set(key, text);
  }
  return text;
}

export function formatEventTimes(
  startSeconds: number,
  durationInMinutes: number,
  language: string,
  timeZone: string,
): FormattedTimes {
  const start = new Date(startSeconds * 1000);
  const end = new Date((startSeconds + durationInMinutes * 60) * 1000);
  const time = formatter('time', language, timeZone);
  return {
    startTimeFormatted: formatter('short', language, timeZone).format(start),
    startDateTimeFormattedFull: formatFullStart(startSeconds, language, timeZone),
    startTimeFormattedTime: time.format(start),
    startTimeFormattedDate: formatter('date', language, timeZone).format(start),
    // "HH:mm - HH:mm": the upcoming-events element shows the part before the first space.
    agendaStartAndEndTime: `${time.format(start)} - ${time.format(end)}`,
  };
}
