/**
 * The event side of the registration page: start, address, title, introduction, countdown, agenda or program, speakers.
 */
import { useShell } from '../../project/shellContext';
import { SafeHtml } from '../../ui/SafeHtml';
import { EventMeta, EventStatus } from '../event-info/EventParts';
import { ProgramAndSpeakers } from '../event-info/ProgramAndSpeakers';

export function EventInfo({ showTitle = true }: { showTitle?: boolean }) {
  const { project } = useShell();
  return (
    <div className="event-info">
      <EventMeta project={project} event={project.event} />
      {showTitle && <h2 className="event-info-title">{project.eventTitle}</h2>}
      <SafeHtml html={project.registration.introductionText} className="event-intro" />
      <EventStatus event={project.event} project={project} />
      <ProgramAndSpeakers project={project} heading="h3" sectionClassName="event-info-section" />
    </div>
  );
}
