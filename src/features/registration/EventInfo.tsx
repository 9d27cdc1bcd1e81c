/** The event side of the registration page: start, address, title, introduction, countdown, agenda or program, speakers. */
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../app/project/shellContext';
import { SafeHtml } from '../../ui/SafeHtml';
import { EventMeta, EventStatus, ProgramList, SpeakerList } from '../event/EventParts';

export function EventInfo({ showTitle = true }: { showTitle?: boolean }) {
  const { project } = useShell();
  const multi = project.projectType === 'multiSession';
  const hasProgram = multi || Boolean(project.topics?.length);
  return (
    <div className="event-info">
      <EventMeta project={project} event={project.event} />
      {showTitle && <h2 className="event-info-title">{project.eventTitle}</h2>}
      <SafeHtml html={project.registration.introductionText} className="event-intro" />
      <EventStatus event={project.event} />
      {hasProgram && (
        <section className="event-info-section">
          <h3>{multi ? <Trans>Agenda</Trans> : <Trans>Program</Trans>}</h3>
          <ProgramList project={project} />
        </section>
      )}
      {project.speakers?.length ? (
        <section className="event-info-section">
          <h3><Trans>Speakers</Trans></h3>
          <SpeakerList project={project} />
        </section>
      ) : null}
    </div>
  );
}
