/**
 * The agenda as a card for a page's sidebar (the live page, until the live tabs give it its own
 * 'agenda' tab): renders nothing outside multi-session projects.
 */
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../project/shellContext';
import Agenda from './Agenda';

export function AgendaPanel({ className = 'card' }: { className?: string }) {
  const { project } = useShell();
  if (project.projectType !== 'multiSession') return null;
  return (
    <section className={className} aria-labelledby="agenda-panel-title">
      <h2 id="agenda-panel-title">
        <Trans>Agenda</Trans>
      </h2>
      <Agenda />
    </section>
  );
}
