/**
 * Preview mode (the preview route, or any page opened with ?previewMode): the blocks the admin
 * sends replace the page's blocks, but only from the admin origin (ADMIN_ORIGIN, read from the
 * server at run time; the page's deployment settings if that fails). Outside preview: the given
 * blocks, no listener and no request.
 */
import { useEffect, useState } from 'react';
import { getPreviewSettings } from '../../api/preview';
import type { Block } from '../../contract';
import { acceptBlocksUpdate } from '../../domain/blocksPreview';
import { prepareBlocks } from './blockModules';
import { cleanPreviewBlocks } from './cleanPreviewBlocks';

let knownOrigin: string | undefined;

/** Before the first paint of a preview: the admin origin. */
export const preparePreview = () =>
  getPreviewSettings().then((settings) => {
    knownOrigin = settings.adminOrigin;
  });

export interface PreviewBlocks {
  blocks: readonly Block[];
  version: number;
  adminOrigin: string | undefined;
}

export function usePreviewBlocks(initial: readonly Block[], active: boolean): PreviewBlocks {
  const [updated, setUpdated] = useState<{ blocks: readonly Block[]; version: number } | null>(null);
  const [adminOrigin, setAdminOrigin] = useState(active ? knownOrigin : undefined);

  useEffect(() => {
    if (active && !adminOrigin) void preparePreview().then(() => setAdminOrigin(knownOrigin));
  }, [active, adminOrigin]);

  useEffect(() => {
    if (!active || !adminOrigin) return;
    let latest = 0;
    const onMessage = (event: MessageEvent) => {
      const posted = acceptBlocksUpdate(event.origin, event.data, adminOrigin);
      if (!posted) return;
      const ticket = ++latest;
      // The new kinds' modules first, so the page (and the heights sent back) are complete; the
      // organiser's HTML in them cleaned, as the server cleans the project document's.
      void Promise.all([cleanPreviewBlocks(posted), prepareBlocks(posted)]).then(
        ([blocks]) => {
          if (ticket === latest) setUpdated((current) => ({ blocks, version: (current?.version ?? 0) + 1 }));
        },
        (error) => console.warn('Preview update not shown', error),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, adminOrigin]);

  return {
    blocks: updated?.blocks ?? initial,
    version: updated?.version ?? 0,
    adminOrigin: active ? adminOrigin : undefined,
  };
}
