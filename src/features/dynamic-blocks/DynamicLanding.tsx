/** /{event_id} of a project with a dynamic page: the blocks, and Register opens the form's side panel. */
import { paths } from '../../domain/paths';
import { useShell } from '../../project/shellContext';
import { DynamicPage, prepareDynamicPage } from './DynamicPage';
import type { Project } from '../../contract';

export const prepare = (project: Project) => prepareDynamicPage(project);

export function DynamicLanding() {
  const { project, eventId } = useShell();
  const open = project.registration.type === 'open';
  return (
    <DynamicPage
      blocks={project.dynamicBlocks?.blocks ?? []}
      register={{ href: open ? paths.join(eventId) : paths.registration(eventId) }}
    />
  );
}
