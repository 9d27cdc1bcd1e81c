/**
 * The announcement (spec 2 section 2, LIVE-07; the spec names it only): the organiser's short
 * plain-text line per event (`event.announcement`), above the player on the live page and the
 * web-app live view. Plain text by decision: a line of news needs no markup.
 */
import { useShell } from '../../project/shellContext';

export function Announcement() {
  const { project } = useShell();
  const text = project.event.announcement?.trim();
  if (!text) return null;
  return (
    <p className="card live-announcement" role="note" data-testid="live-announcement">
      {text}
    </p>
  );
}
