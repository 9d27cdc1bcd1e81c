/** The calendar entry of the shell's registration, and the .ics download in the browser. */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useInBrowser } from '../../hooks/useInBrowser';
import { useShell } from '../../project/shellContext';
import {
  buildIcs,
  calendarEntry,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
  type CalendarEntry,
} from '../../domain/calendar';
import { nowSeconds } from '../../domain/time';
import { paths } from '../../domain/paths';

export interface CalendarLinks {
  entry: CalendarEntry;
  google: string;
  outlook: string;
  fileName: string;
}

/** The personal page of a registration as an absolute URL. */
export function personalUrl(eventId: string, registrationId: string): string {
  return `${window.location.origin}${paths.personal(eventId, registrationId)}`;
}

export function useCalendarLinks(): CalendarLinks | null {
  const { project, eventId, registrationId } = useShell();
  const { t } = useLingui();
  const intro = t`Watch the event via your personal link:`;
  // The links are absolute (this origin): none in the server's render, added once hydrated.
  const inBrowser = useInBrowser();
  return useMemo(() => {
    if (!registrationId || !inBrowser) return null;
    const entry = calendarEntry({
      projectId: project._id,
      eventTitle: project.eventTitle,
      calendarTitle: project.calendarTitle,
      address: project.location?.formattedAddress,
      events: project.events.length ? project.events : [project.event],
      registrationId,
      personalUrl: personalUrl(eventId, registrationId),
      host: window.location.hostname,
      descriptionIntro: intro,
      now: nowSeconds(), // no calendar offer for an event that has ended
    });
    if (!entry) return null;
    return {
      entry,
      google: googleCalendarUrl(entry),
      outlook: outlookCalendarUrl(entry),
      fileName: icsFileName(entry.title),
    };
  }, [project, eventId, registrationId, intro, inBrowser]);
}

/** Saves the .ics file through a Blob and an object URL (works offline, no server round trip). */
export function downloadIcs(links: CalendarLinks) {
  const blob = new Blob([buildIcs(links.entry, { now: nowSeconds() })], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = links.fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
