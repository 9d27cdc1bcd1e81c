/**
 * The iCalendar parts of issue 34, made with ical-generator: the invite of an update mail
 * (METHOD:REQUEST) or of an unregistering (METHOD:CANCEL) for the registration's calendar entry,
 * and the personal feed (feed.ts). The entry's UID is the one the confirmation's invite carried
 * (src/domain/calendar.ts calendarEntry: `{project}-{registration}@host`), so a calendar app
 * replaces (or removes) that entry; SEQUENCE grows with every organiser change (calendar_sequences).
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarEntry } from '../../src/domain/calendar.ts';

export const PROD_ID = { company: 'Eventhall', product: 'Event app', language: 'EN' };

export interface InviteInput {
  entry: CalendarEntry;
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  /** The mail's sender, the entry's ORGANIZER (iTIP needs one for REQUEST and CANCEL). */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  now: Date;
}

export function inviteIcs(input: InviteInput): string {
  const { entry } = input;
  const calendar = ical({ prodId: PROD_ID, method: ICalCalendarMethod[input.method] });
  const event = calendar.createEvent({
    id: entry.uid,
    sequence: input.sequence,
    stamp: input.now,
    start: new Date(entry.start * 1000),
    end: new Date(entry.end * 1000),
    summary: entry.title,
    description: entry.description,
    location: entry.location,
    url: entry.url ?? null,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
  });
  event.createAttendee({
    email: input.attendee.email,
    name: input.attendee.name || undefined,
    role: ICalAttendeeRole.REQ,
    status: input.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
  });
  return calendar.toString();
}

/** `"Eventhall" <events@example.com>` → its name and address (the organizer of the invites). */
export function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1].trim() || match[2], email: match[2].trim() };
  return { name: from.trim(), email: from.trim() };
}

/** The METHOD of a stored invite, for the mail's Content-Type (mail/render.ts). */
export function methodOf(ics: string): string {
  return /^METHOD:([A-Z]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';
}
