/**
 * The program (topics, or the agenda of a multi-session project) and the speakers, as the
 * landing, registration, personal and web-app pages all show them: one component, one look.
 */
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { Project } from '../../contract';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../domain/ids';
import { useShell } from '../../project/shellContext';
import { lazyView } from '../../ui/lazyView';
import { offersParticipants, ParticipantsElement } from '../participants/ParticipantsElement';

// The agenda (labels, room switching) loads only for multi-session projects.
/**
 * The multi-session agenda; the personal page's hydration loads it first when its markup shows it
 * (`data-view="agenda"`, features/live/pageChunks.ts): its buttons take taps once the page does.
 */
export const agendaView = lazyView(() => import('../agenda/Agenda'));
const Agenda = agendaView.View;

interface Props {
  project: Project;
  /** The heading level the surrounding page needs (h2 on pages, h3 inside the registration side). */
  heading?: 'h2' | 'h3';
  /** The class of each of the two sections (`card` on pages). */
  sectionClassName?: string;
}

export function ProgramAndSpeakers({ project, heading: Heading = 'h2', sectionClassName }: Props) {
  const multi = project.projectType === 'multiSession';
  const hasProgram = multi || Boolean(project.topics?.length);
  return (
    <>
      {hasProgram && (
        <section className={sectionClassName} data-view={multi ? 'agenda' : undefined}>
          <Heading>{multi ? <Trans>Agenda</Trans> : <Trans>Program</Trans>}</Heading>
          <ProgramList project={project} />
        </section>
      )}
      <PersonalParticipants className={sectionClassName} />
      {project.speakers?.length ? (
        <section className={sectionClassName}>
          <Heading>
            <Trans>Speakers</Trans>
          </Heading>
          <SpeakerList project={project} />
        </section>
      ) : null}
    </>
  );
}

/** The participants element beside the program, for a visitor with a personal link (PART-03). */
function PersonalParticipants({ className }: { className?: string }) {
  const { project, registrationId, registration } = useShell();
  if (!isValidRegistrationId(registrationId) || registrationId === OPEN_REGISTRATION_ID || registration?.unregistered)
    return null;
  if (!offersParticipants(project.registration)) return null;
  return (
    <section className={className}>
      <ParticipantsElement />
    </section>
  );
}

export function ProgramList({ project }: { project: Project }) {
  if (project.projectType === 'multiSession') {
    const plain = (
      <ol className="program-list">
        {project.events.map((event) => (
          <li key={event._id}>
            <strong>{event.agendaStartAndEndTime ?? event.startTimeFormattedTime}</strong> {event.name}
          </li>
        ))}
      </ol>
    );
    return (
      <Suspense fallback={plain}>
        <Agenda />
      </Suspense>
    );
  }
  if (!project.topics?.length) return null;
  return (
    <ol className="program-list">
      {project.topics.map((topic, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: topics have no id, titles may repeat
        <li key={index}>
          <strong>{topic.title}</strong>
          {topic.description && <p>{topic.description}</p>}
        </li>
      ))}
    </ol>
  );
}

function SpeakerList({ project }: { project: Project }) {
  if (!project.speakers?.length) return null;
  return (
    <ul className="speaker-list">
      {project.speakers.map((speaker) => (
        <li key={speaker.id} className="speaker">
          {speaker.avatar?.url && <img src={speaker.avatar.url} alt="" width={64} height={64} loading="lazy" />}
          <div>
            <strong>{speaker.name}</strong>
            {speaker.title && <span className="muted">{speaker.title}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
