/**
 * The waiting (splash) page of the personal route in the desktop layout (spec 2 section 2):
 * start time, title, content, countdown (about to start with a spinner under 60 s), program,
 * speakers and handouts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ActionList, ActionRow } from '../../ui/ActionRow';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { SafeHtml } from '../../ui/SafeHtml';
import { EventMeta } from '../event-info/EventParts';
import { WaitingStatus } from '../live/WaitingStatus';
import { ProgramAndSpeakers } from '../event-info/ProgramAndSpeakers';
import { HandoutList } from '../event-info/HandoutList';
import { paths } from '../../domain/paths';
import { StayInformed } from '../notifications/StayInformed';
import { calendarOfferedAt, registrationMoment } from '../../domain/moment';
import { usableHandouts } from '../../domain/tabs';
import { nowSeconds } from '../../domain/time';

/** `notice`: shown first, where the player would be (the link plays in another browser). */
export function DesktopEventView({ notice }: { notice?: ReactNode }) {
  const { t } = useLingui();
  const { project, eventId, registrationId, registration } = useShell();
  const id = registrationId ?? '';
  const hybrid = project.projectType === 'hybrid';
  const firstName = registration?.first_name;
  // No empty card: the handouts only when there are some; the calendar only for what is to come.
  const hasHandouts = usableHandouts(project.event.handouts).length > 0;
  const calendar = calendarOfferedAt(
    registrationMoment(
      project.events.length ? project.events : [project.event],
      registration?.SELECTED_EVENTS,
      nowSeconds(),
    ),
  );
  const aside = (
    <>
      {hasHandouts && (
        <section className="card">
          <h2>
            <Trans>Handouts</Trans>
          </h2>
          <HandoutList handouts={project.event.handouts} confirm />
        </section>
      )}
      <ActionList label={t`Your registration`}>
        {hybrid && (
          <ActionRow href={paths.changeAttendance(eventId, id)} icon="swap">
            <Trans>Change attendance</Trans>
          </ActionRow>
        )}
        {calendar && (
          <ActionRow href={paths.calendar(eventId, id)} icon="calendar-add">
            <Trans>Add to calendar</Trans>
          </ActionRow>
        )}
        <ActionRow href={paths.unregister(eventId, id)} icon="leave">
          <Trans>Unregister</Trans>
        </ActionRow>
      </ActionList>
      <StayInformed />
    </>
  );
  return (
    <DesktopLayout aside={aside}>
      {notice}
      <section className="hero card" data-testid="waiting-page">
        {firstName && (
          <p className="muted">
            <Trans>Welcome, {firstName}</Trans>
          </p>
        )}
        <h1>{project.eventTitle}</h1>
        <EventMeta project={project} event={project.event} />
        <WaitingStatus event={project.event} personal />
      </section>
      <SafeHtml html={project.splashPageContent} className="card" as="section" />
      <ProgramAndSpeakers project={project} sectionClassName="card" />
    </DesktopLayout>
  );
}
