/** The registration confirmation in the dynamic layout: the confirmation above the page's blocks. */
import type { ReactNode } from 'react';
import type { Project } from '../../contract';
import { paths } from '../../domain/paths';
import { useShell } from '../../project/shellContext';
import { DynamicPage, prepareDynamicPage } from './DynamicPage';

export const prepare = (project: Project) => prepareDynamicPage(project);

export function DynamicConfirmation({ children }: { children: ReactNode }) {
  const { project, eventId } = useShell();
  return (
    <DynamicPage
      blocks={project.dynamicBlocks?.blocks ?? []}
      register={{ href: paths.registration(eventId) }}
      top={<div className="dynamic-top">{children}</div>}
    />
  );
}
