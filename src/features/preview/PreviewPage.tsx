/**
 * /{event_id}/preview-dynamic-blocks: the dynamic page as the organiser's admin shows it in a
 * frame (block updates from the admin origin only, blocksLoaded to the parent: see
 * dynamic-blocks/usePreviewBlocks and useBlocksLoaded). No analytics, no redirects, speaker links
 * inert; previewMode=dynamic-waiting-page shows the waiting page's blocks, on-site the web-app look.
 */
import { useRef } from 'react';
import type { Block, Project } from '../../contract';
import { useShell } from '../../project/shellContext';
import {
  DynamicPage,
  prepareBlocks,
  preparePreview,
  useBlocksLoaded,
  usePreviewBlocks,
} from '../dynamic-blocks/DynamicPage';
import { OnSitePreview } from './OnSitePreview';

function previewedBlocks(project: Project, previewMode: string | null): readonly Block[] {
  return (
    (previewMode === 'dynamic-waiting-page' ? project.waitingPageDynamicBlocks : project.dynamicBlocks)?.blocks ?? []
  );
}

/** Before the first paint: the admin origin and the modules of the blocks shown. */
export function prepare(project: Project): Promise<unknown> {
  const previewMode = new URLSearchParams(window.location.search).get('previewMode');
  return Promise.all([preparePreview(), prepareBlocks(previewedBlocks(project, previewMode))]);
}

const noop = () => {};

export default function PreviewPage() {
  const { project, previewMode } = useShell();
  const blocks = previewedBlocks(project, previewMode);
  if (previewMode === 'on-site') return <OnSite initial={blocks} />;
  return <DynamicPage blocks={blocks} preview register={{ onClick: noop }} />;
}

/** The web-app look has no DynamicPage around the blocks: the preview's messages are wired here. */
function OnSite({ initial }: { initial: readonly Block[] }) {
  const { blocks, version, adminOrigin } = usePreviewBlocks(initial, true);
  const root = useRef<HTMLDivElement>(null);
  useBlocksLoaded(root, version, adminOrigin);
  return (
    <div ref={root}>
      <OnSitePreview blocks={blocks} />
    </div>
  );
}
