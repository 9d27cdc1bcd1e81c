/**
 * The dynamic event page (spec 2 section 2): header with anchors and the register button, the
 * blocks, a scroll-to-top button and the footer. The landing page, the registration page (with
 * its side panel as `children`), the dynamic waiting page and the preview all render this.
 */
import { useRef, type ReactNode } from 'react';
import type { Block, Project } from '../../contract';
import { SiteFooter } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { BlockList } from './BlockList';
import { prepareBlocks } from './blockModules';
import { PageHeader, type RegisterAction } from './PageHeader';
import { ScrollToTop } from './ScrollToTop';
import { useBlocksLoaded } from './useBlocksLoaded';
import { usePreviewBlocks } from './usePreviewBlocks';
import './dynamicBlocks.css';
import './blockKinds.css';

export { prepareBlocks };
export { preparePreview, usePreviewBlocks } from './usePreviewBlocks';
export { useBlocksLoaded } from './useBlocksLoaded';
export type { RegisterAction };

interface Props {
  blocks: readonly Block[];
  /** The organiser's preview (also any page with ?previewMode): admin updates, inert speaker links. */
  preview?: boolean;
  register?: RegisterAction;
  /** Shown above the blocks (the registration confirmation). */
  top?: ReactNode;
  children?: ReactNode;
}

/** The blocks of the landing (or registration) page, fetched before its first paint. */
export function prepareDynamicPage(project: Project, waitingPage = false): Promise<unknown> {
  const source = waitingPage ? project.waitingPageDynamicBlocks : project.dynamicBlocks;
  return prepareBlocks(source?.blocks ?? []);
}

export function DynamicPage({ blocks: given, preview = false, register, top, children }: Props) {
  const { project, previewMode } = useShell();
  const inPreview = preview || Boolean(previewMode);
  const { blocks, version, adminOrigin } = usePreviewBlocks(given, inPreview);
  const root = useRef<HTMLDivElement>(null);
  useBlocksLoaded(root, version, adminOrigin);
  return (
    <div ref={root} className="dynamic-page" data-layout="dynamic">
      <PageHeader blocks={blocks} register={register} />
      <main id="main" className="dynamic-main">
        {top ?? <h1 className="visually-hidden">{project.eventTitle}</h1>}
        <div className="dynamic-blocks">
          <BlockList blocks={blocks} preview={inPreview} />
        </div>
      </main>
      <ScrollToTop />
      <SiteFooter />
      {children}
    </div>
  );
}

/** Only the blocks (the web-app look's home tab), stacked one under the other. */
export function DynamicBlocks({ blocks, preview = false }: { blocks: readonly Block[]; preview?: boolean }) {
  return (
    <div className="dynamic-blocks dynamic-blocks-stacked">
      <BlockList blocks={blocks} preview={preview} />
    </div>
  );
}

export default DynamicPage;
