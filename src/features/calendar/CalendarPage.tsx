/**
 * /{event_id}/{registration_id}/calendar: the add-to-calendar options. The hash picks one
 * directly (links in mails): #ics downloads the file, #google and #outlook redirect.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { replaceHash, useLocationHash } from '../../hooks/useLocationHash';
import { CalendarOptions } from './CalendarOptions';
import { downloadIcs, useCalendarLinks } from './calendarLinks';
import { paths } from '../../domain/paths';

type Action = 'ics' | 'google' | 'outlook';
const ACTIONS: Record<string, Action> = { '#ics': 'ics', '#google': 'google', '#outlook': 'outlook' };

export default function CalendarPage() {
  const { project, eventId, registrationId } = useShell();
  const links = useCalendarLinks();
  const hash = useLocationHash();
  const [done, setDone] = useState<Action | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const action = ACTIONS[hash];
    if (!action || !links || handled.current === hash) return;
    handled.current = hash;
    setDone(action);
    if (action === 'ics') {
      downloadIcs(links);
      // A reload of the page should not download the file again.
      replaceHash('');
      handled.current = null;
    } else {
      window.location.replace(action === 'google' ? links.google : links.outlook);
    }
  }, [hash, links]);

  const personal = paths.personal(eventId, registrationId ?? '');
  return (
    <DesktopLayout>
      <section className="card calendar-page">
        <h1>
          <Trans>Add to your calendar</Trans>
        </h1>
        <p>{project.calendarTitle || project.eventTitle}</p>
        {links ? (
          <>
            <p className="muted">
              <Trans>Choose your calendar. The entry contains your personal link to the event.</Trans>
            </p>
            <CalendarOptions links={links} />
          </>
        ) : (
          <p role="alert">
            <Trans>This event has no date yet, so it cannot be added to a calendar.</Trans>
          </p>
        )}
        <p role="status" className="calendar-status">
          {done === 'ics' && <Trans>Your calendar file is being downloaded.</Trans>}
          {done === 'google' && <Trans>Opening Google Calendar…</Trans>}
          {done === 'outlook' && <Trans>Opening Outlook…</Trans>}
        </p>
        <div className="actions">
          <Link className="button button-link" href={personal}>
            <Trans>Go to the event page</Trans>
          </Link>
        </div>
      </section>
    </DesktopLayout>
  );
}
