/**
 * "Still to come" (AGD-13): after a session, the sessions that have not started and that the
 * visitor has not registered for yet (the upcoming-only agenda, `upcomingSessions`), so they can
 * join the rest of the day from the end page. Nothing outside multi-session projects, or when
 * nothing is left to choose.
 */
import { Trans } from '@lingui/react/macro';
import { upcomingSessions } from '../../domain/agenda';
import { useNow } from '../../hooks/useNow';
import { useShell } from '../../project/shellContext';
import Agenda from './Agenda';

export default function UpcomingSessions() {
  const { project, registration } = useShell();
  const selected = registration && !registration.unregistered ? registration.SELECTED_EVENTS : [];
  const any = useNow(10_000, (now) => upcomingSessions(project.events, selected, now).length > 0);
  if (project.projectType !== 'multiSession' || !any) return null;
  return (
    <section
      className="card"
      aria-labelledby="upcoming-sessions-title"
      data-testid="upcoming-sessions"
      data-view="upcoming-sessions"
    >
      <h2 id="upcoming-sessions-title">
        <Trans>Still to come</Trans>
      </h2>
      <Agenda onlyUpcoming />
    </section>
  );
}
