/**
 * Add-to-calendar (spec 1, confirmation and calendar route; DECISIONS.md "Texts"): an RFC 5545
 * .ics file, a Google Calendar template URL and an Outlook (live.com) compose deeplink. The
 * entry runs from the first event start to the last event end. Pure: no DOM, no clock.
 */
import { projectSpan, type TimedEvent } from './time';

export interface CalendarEntry {
  /** Stable per registration, so re-importing updates the entry instead of duplicating it. */
  uid: string;
  title: string;
  /** Seconds since the epoch. */
  start: number;
  end: number;
  description: string;
  location: string;
  /** The personal link (also in the description). */
  url?: string;
}

export interface CalendarSource {
  projectId: string;
  eventTitle: string;
  calendarTitle?: string;
  address?: string;
  events: readonly TimedEvent[];
  registrationId: string;
  /** Absolute personal link, `{origin}/{event}/{registration}`. */
  personalUrl: string;
  /** Host used to make the UID globally unique, e.g. `events.example.com`. */
  host: string;
  /** The description line before the link (already translated). */
  descriptionIntro?: string;
  /** Now (seconds): a project whose last event has ended gets no calendar entry (issue 30). */
  now?: number;
}

/** Whether a calendar entry still makes sense: some event of the project has not ended yet. */
export function calendarOffered(events: readonly TimedEvent[], now: number): boolean {
  const span = projectSpan(events);
  return Boolean(span && span.end > now);
}

/** The calendar entry of a registration (DECISIONS.md: title, description, location rules). */
export function calendarEntry(source: CalendarSource): CalendarEntry | undefined {
  const span = projectSpan(source.events);
  if (!span) return undefined;
  if (source.now !== undefined && !calendarOffered(source.events, source.now)) return undefined;
  const title = source.calendarTitle?.trim() || source.eventTitle;
  const intro = source.descriptionIntro?.trim();
  return {
    uid: `${source.projectId}-${source.registrationId}@${source.host || 'localhost'}`,
    title,
    start: span.start,
    end: span.end,
    description: intro ? `${intro}\n${source.personalUrl}` : source.personalUrl,
    location: source.address?.trim() || source.personalUrl,
    url: source.personalUrl,
  };
}

/** `20261121T093000Z`: the UTC form-2 date-time of RFC 5545 (3.3.5). */
export function icsUtc(seconds: number): string {
  return new Date(seconds * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT escaping of RFC 5545 3.3.11: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space,
 * which counts toward their 75. A multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const charSize = octets(char);
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space takes one octet
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsOptions {
  /** DTSTAMP: when the file is made, seconds since the epoch. */
  now: number;
  /** PRODID text; defaults to the app's. */
  prodId?: string;
}

/** A complete VCALENDAR with one VEVENT, CRLF line endings, folded lines. */
export function buildIcs(entry: CalendarEntry, { now, prodId = '-//Eventhall//Event app//EN' }: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(entry.start)}`,
    `DTEND:${icsUtc(entry.end)}`,
    `SUMMARY:${escapeIcsText(entry.title)}`,
    `DESCRIPTION:${escapeIcsText(entry.description)}`,
    `LOCATION:${escapeIcsText(entry.location)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Google Calendar's event template ("render?action=TEMPLATE"). */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${icsUtc(entry.start)}/${icsUtc(entry.end)}`,
    details: entry.description,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web (outlook.live.com) compose deeplink. */
export function outlookCalendarUrl(entry: CalendarEntry): string {
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: iso(entry.start),
    enddt: iso(entry.end),
    body: entry.description,
    location: entry.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/** A file name from the title: no path or reserved characters, never empty. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in file names
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${base || 'event'}.ics`;
}
