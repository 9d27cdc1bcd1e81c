/**
 * The dynamic waiting page: `waitingPageDynamicBlocks` on the dynamic page (for the event page's
 * pre state when `waitingPageLayout` says 'dynamic'). Load it lazily, with `prepare` before paint.
 */
import type { Project } from '../../contract';
import { useShell } from '../../project/shellContext';
import { DynamicPage, prepareDynamicPage } from './DynamicPage';

export const prepare = (project: Project) => prepareDynamicPage(project, true);

export function DynamicWaitingPage({ preview = false }: { preview?: boolean }) {
  const { project } = useShell();
  return <DynamicPage blocks={project.waitingPageDynamicBlocks?.blocks ?? []} preview={preview} />;
}

export default DynamicWaitingPage;
