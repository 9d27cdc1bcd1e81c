// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  calendarEntry,
  escapeIcsText,
  foldLine,
  googleCalendarUrl,
  icsFileName,
  icsUtc,
  outlookCalendarUrl,
  type CalendarSource,
} from '../../../src/domain/calendar';

/** A small RFC 5545 content-line reader: unfold, then split name, parameters and value. */
interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

function unfold(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break must be CRLF: no bare LF or CR anywhere.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
}

function parseLine(line: string): Property {
  // The name and parameters end at the first ':' outside a quoted parameter value.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') inQuotes = !inQuotes;
    else if (line[i] === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  expect(colon).toBeGreaterThan(0);
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params = Object.fromEntries(rawParams.map((p) => p.split('=') as [string, string]));
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

function parseIcs(text: string) {
  const properties = unfold(text).map(parseLine);
  const stack: string[] = [];
  const events: Property[][] = [];
  let current: Property[] | null = null;
  for (const property of properties) {
    if (property.name === 'BEGIN') {
      stack.push(property.value);
      if (property.value === 'VEVENT') current = [];
    } else if (property.name === 'END') {
      expect(stack.pop()).toBe(property.value);
      if (property.value === 'VEVENT') {
        events.push(current!);
        current = null;
      }
    } else if (current) {
      current.push(property);
    }
  }
  expect(stack).toEqual([]);
  return { properties, events };
}

const octets = (s: string) => new TextEncoder().encode(s).length;
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0) / 1000; // 23 Nov 2026 09:00 UTC

const source: CalendarSource = {
  projectId: 'proj-webinar',
  eventTitle: 'Data, Privacy; and \\Trust\\ — a webinar',
  address: 'Keizersgracht 1, 1015 Amsterdam',
  events: [{ startTime: T0, durationInMinutes: 60 }],
  registrationId: 'abcdefghijklmnopqrstuvwx',
  personalUrl: 'https://events.example.com/webinar/abcdefghijklmnopqrstuvwx',
  host: 'events.example.com',
  descriptionIntro: 'Watch the event via your personal link:',
};

describe('calendar entry', () => {
  it('spans from the first start to the last end over multi-session events, in any order', () => {
    const entry = calendarEntry({
      ...source,
      events: [
        { startTime: T0 + 3 * 3600, durationInMinutes: 45 }, // closing 12:00-12:45
        { startTime: T0, durationInMinutes: 30 }, // opening 09:00-09:30
        { startTime: T0 + 3600, durationInMinutes: 90 }, // breakout 10:00-11:30
      ],
    })!;
    expect(entry.start).toBe(T0);
    expect(entry.end).toBe(T0 + 3 * 3600 + 45 * 60);
  });

  it('uses calendarTitle first, then the event title; the address, else the personal link', () => {
    expect(calendarEntry({ ...source, calendarTitle: 'Short title' })!.title).toBe('Short title');
    expect(calendarEntry({ ...source, calendarTitle: '  ' })!.title).toBe(source.eventTitle);
    expect(calendarEntry(source)!.location).toBe(source.address);
    expect(calendarEntry({ ...source, address: undefined })!.location).toBe(source.personalUrl);
    expect(calendarEntry(source)!.description).toContain(source.personalUrl);
  });

  it('has no entry without events', () => {
    expect(calendarEntry({ ...source, events: [] })).toBeUndefined();
  });
});

describe('.ics file', () => {
  const now = T0 - 86_400 + 17;
  const entry = calendarEntry({
    ...source,
    calendarTitle:
      'Zürich, Genève; Straße — Ein sehr langer Kalendertitel mit Umlauten äöü und Emoji 🎉 damit gefaltet wird',
  })!;
  const text = buildIcs(entry, { now });
  const { properties, events } = parseIcs(text);

  it('is one VCALENDAR with version, product id and one VEVENT', () => {
    expect(properties[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(properties.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    expect(properties.find((p) => p.name === 'VERSION')?.value).toBe('2.0');
    expect(properties.find((p) => p.name === 'PRODID')?.value).toBeTruthy();
    expect(events).toHaveLength(1);
  });

  it('has the required event properties with UTC times', () => {
    const event = Object.fromEntries(events[0].map((p) => [p.name, p]));
    for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'DESCRIPTION', 'LOCATION']) {
      expect(event[name], name).toBeDefined();
    }
    expect(event.UID.value).toBe('proj-webinar-abcdefghijklmnopqrstuvwx@events.example.com');
    for (const name of ['DTSTAMP', 'DTSTART', 'DTEND']) expect(event[name].value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event.DTSTART.value).toBe('20261123T090000Z');
    expect(event.DTEND.value).toBe('20261123T100000Z');
    expect(event.DTSTAMP.value).toBe(icsUtc(now));
    expect(event.DTSTART.params).toEqual({}); // no TZID: times are UTC
  });

  it('escapes TEXT values and they read back exactly', () => {
    const event = Object.fromEntries(events[0].map((p) => [p.name, p.value]));
    expect(event.SUMMARY).toContain('Zürich\\, Genève\\; Straße');
    expect(unescapeText(event.SUMMARY)).toBe(entry.title);
    expect(unescapeText(event.DESCRIPTION)).toBe(`Watch the event via your personal link:\n${source.personalUrl}`);
    expect(event.DESCRIPTION).toContain('link:\\nhttps://');
    expect(unescapeText(event.LOCATION)).toBe(source.address);
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds every line at 75 octets without splitting a character', () => {
    const physical = text.slice(0, -2).split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true); // the long title was folded
    for (const line of physical) {
      expect(octets(line), line).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long).split('\r\n');
    for (const line of folded) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(long);
  });

  it('makes a file name from the title', () => {
    expect(icsFileName('Hybrid Summit: AI / Care?')).toBe('Hybrid Summit AI Care.ics');
    expect(icsFileName('  ')).toBe('event.ics');
  });
});

describe('web calendar links', () => {
  const entry = calendarEntry(source)!;

  it('Google Calendar template with UTC dates, details and location', () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(source.eventTitle);
    expect(url.searchParams.get('dates')).toBe('20261123T090000Z/20261123T100000Z');
    expect(url.searchParams.get('details')).toContain(source.personalUrl);
    expect(url.searchParams.get('location')).toBe(source.address);
  });

  it('Outlook compose deeplink with ISO times', () => {
    const url = new URL(outlookCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe(source.eventTitle);
    expect(url.searchParams.get('startdt')).toBe('2026-11-23T09:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-23T10:00:00Z');
    expect(url.searchParams.get('body')).toContain(source.personalUrl);
    expect(url.searchParams.get('location')).toBe(source.address);
  });
});
