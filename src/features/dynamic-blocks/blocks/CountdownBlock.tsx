/** Countdown block: days, hours, minutes, seconds to the current event (then its status). */
import { useShell } from '../../../project/shellContext';
import { EventStatus } from '../../event-info/EventParts';
import { text, type BlockProps } from '../blockProps';

export default function CountdownBlock({ options }: BlockProps) {
  const { project } = useShell();
  const title = text(options.title);
  return (
    <div className="block-inner block-countdown-inner">
      {title && <h2>{title}</h2>}
      <EventStatus event={project.event} />
    </div>
  );
}
