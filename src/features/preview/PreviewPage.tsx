/**
 * /{event_id}/preview-dynamic-blocks: the dynamic page as the organiser's admin shows it in a
 * frame. Block updates come by postMessage from the admin origin only (ADMIN_ORIGIN from the
 * server, else the build's VITE_ADMIN_ORIGIN); the page answers its parent with blocksLoaded.
 * No analytics, no redirects, speaker links inert; previewMode=on-site shows the web-app look.
 */
import { useEffect, useRef, useState } from 'react';
import { getPreviewSettings } from '../../api/preview';
import type { Block, Project } from '../../contract';
import { acceptBlocksUpdate } from '../../domain/blocksPreview';
import { useShell } from '../../project/shellContext';
import { DynamicPage, prepareBlocks } from '../dynamic-blocks/DynamicPage';
import { OnSitePreview } from './OnSitePreview';
import { useBlocksLoaded } from './useBlocksLoaded';

let adminOrigin: string | undefined;

function previewedBlocks(project: Project, previewMode: string | null): readonly Block[] {
  return (previewMode === 'dynamic-waiting-page' ? project.waitingPageDynamicBlocks : project.dynamicBlocks)?.blocks ?? [];
}

/** Before the first paint: the admin origin and the modules of the blocks shown. */
export function prepare(project: Project): Promise<unknown> {
  const previewMode = new URLSearchParams(window.location.search).get('previewMode');
  return Promise.all([
    getPreviewSettings().then((settings) => { adminOrigin = settings.adminOrigin; }),
    prepareBlocks(previewedBlocks(project, previewMode)),
  ]);
}

const noop = () => {};

export default function PreviewPage() {
  const { project, previewMode } = useShell();
  const [shown, setShown] = useState(() => ({ blocks: previewedBlocks(project, previewMode), version: 0 }));
  const [origin, setOrigin] = useState(adminOrigin);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!origin) void getPreviewSettings().then((settings) => setOrigin(settings.adminOrigin));
  }, [origin]);

  useEffect(() => {
    let latest = 0;
    const onMessage = (event: MessageEvent) => {
      const blocks = acceptBlocksUpdate(event.origin, event.data, origin);
      if (!blocks) return;
      const ticket = ++latest;
      // The new kinds' modules first, so the page (and the heights sent back) are complete.
      void prepareBlocks(blocks).then(() => {
        if (ticket === latest) setShown((current) => ({ blocks, version: current.version + 1 }));
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  useBlocksLoaded(root, shown.version, origin);

  return (
    <div ref={root} className="preview-page" data-preview-mode={previewMode ?? 'dynamic'}>
      {previewMode === 'on-site'
        ? <OnSitePreview blocks={shown.blocks} />
        : <DynamicPage blocks={shown.blocks} preview register={{ onClick: noop }} />}
    </div>
  );
}
