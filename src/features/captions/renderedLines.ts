/**
 * The caption lines the server rendered a personal page with (server/ssr/captionedPages.ts): the
 * talk so far, in place at the first paint and while the stream connects. Null when the page was
 * not rendered with captions (nothing to load: the stream brings them).
 */
import type { CaptionLine } from '../../contract/captions';
import { type CaptionedPage, captionedQueryKey } from '../../domain/captions';
import { useRenderedAnswer } from '../../hooks/useCachedQuery';
import { useShell } from '../../project/shellContext';

export function useRenderedLines(): readonly CaptionLine[] | null {
  const { event } = useShell().project;
  const rendered = useRenderedAnswer<CaptionedPage>(captionedQueryKey(event._id));
  return rendered?.lines.length ? rendered.lines : null;
}
