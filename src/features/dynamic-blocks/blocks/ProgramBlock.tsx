/** Program element: the topics (or, for a multi-session project, its sessions with their times). */
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../../project/shellContext';
import { text, type BlockProps } from '../blockProps';

export default function ProgramBlock({ options }: BlockProps) {
  const { project } = useShell();
  const title = text(options.title);
  const multi = project.projectType === 'multiSession';
  return (
    <div className="block-inner">
      <h2>{title ?? (multi ? <Trans>Agenda</Trans> : <Trans>Program</Trans>)}</h2>
      <ol className="program-list">
        {multi
          ? project.events.map((event) => (
              <li key={event._id}>
                <strong>{event.agendaStartAndEndTime ?? event.startTimeFormattedTime}</strong> {event.name}
              </li>
            ))
          : (project.topics ?? []).map((topic, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: topics have no id, titles may repeat
              <li key={index}>
                <strong>{topic.title}</strong>
                {topic.description && <p>{topic.description}</p>}
              </li>
            ))}
      </ol>
    </div>
  );
}
