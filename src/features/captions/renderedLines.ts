/**
 * The caption lines the server rendered a personal page with (server/ssr/captionedPages.ts): the
 * talk so far, in place at the first paint and while the stream connects. Null when the page was
 * not rendered with captions (nothing to load: the stream brings them).
 */
import type { CaptionLine } from '../../contract/captions';
import { type CaptionedPage, captionedQueryKey } from '../../domain/captions';
import { useCachedQuery } from '../../hooks/useCachedQuery';
import { useShell } from '../../project/shellContext';

const notRendered = () => Promise.resolve(null);

export function useRenderedLines(): readonly CaptionLine[] | null {
  const { event } = useShell().project;
  const rendered = useCachedQuery<CaptionedPage | null>(captionedQueryKey(event._id), notRendered);
  return rendered.status === 'success' && rendered.data?.lines.length ? rendered.data.lines : null;
}
