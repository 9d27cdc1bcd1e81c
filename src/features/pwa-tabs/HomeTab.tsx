/** Web-app home: the event status, the organiser's home-screen content and quick links. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionList, ActionRow } from '../../ui/ActionRow';
import { useShell } from '../../project/shellContext';
import { isOnSite } from '../../domain/attendance';
import { SafeHtml } from '../../ui/SafeHtml';
import { EventMeta } from '../event-info/EventParts';
import { WaitingStatus } from '../live/WaitingStatus';
import { paths } from '../../domain/paths';
import { StayInformed } from '../notifications/StayInformed';
import { calendarOfferedAt, registrationMoment } from '../../domain/moment';
import { nowSeconds } from '../../domain/time';

export function HomeTab() {
  const { t } = useLingui();
  const { project, eventId, registrationId, registration } = useShell();
  const id = registrationId ?? '';
  const personal = registration && !registration.unregistered;
  const firstName = registration?.first_name;
  // The ticket is a page of its own (issue 49): its QR library stays off this page, which is at its
  // budget; warmOffline.ts reads the ticket in the background, so the page opens offline too.
  const ticket = isOnSite(registration?.on_site_viewer);
  const calendar = calendarOfferedAt(
    registrationMoment(
      project.events.length ? project.events : [project.event],
      registration?.SELECTED_EVENTS,
      nowSeconds(),
    ),
  );
  return (
    <section className="pwa-home">
      {firstName && (
        <p className="welcome">
          {isOnSite(registration?.on_site_viewer) ? (
            <Trans>Welcome on site, {firstName}</Trans>
          ) : (
            <Trans>Welcome, {firstName}</Trans>
          )}
        </p>
      )}
      <div className="card">
        <EventMeta project={project} event={project.event} />
        <WaitingStatus event={project.event} personal={Boolean(personal)} />
      </div>
      <SafeHtml html={project.pwaHomescreenContent} className="card" />
      {personal && (project.projectType === 'hybrid' || calendar) && (
        <ActionList label={t`Your registration`}>
          {ticket && (
            <ActionRow href={paths.ticket(eventId, id)} icon="ticket" hint={t`The QR code to show at the door`}>
              <Trans>Your ticket</Trans>
            </ActionRow>
          )}
          {project.projectType === 'hybrid' && (
            <ActionRow href={paths.changeAttendance(eventId, id)} icon="swap">
              <Trans>Change attendance</Trans>
            </ActionRow>
          )}
          {calendar && (
            <ActionRow href={paths.calendar(eventId, id)} icon="calendar-add">
              <Trans>Add to calendar</Trans>
            </ActionRow>
          )}
        </ActionList>
      )}
      <StayInformed />
    </section>
  );
}
