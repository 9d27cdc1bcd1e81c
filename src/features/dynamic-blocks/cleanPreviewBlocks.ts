/**
 * The blocks the organiser's preview posts never passed the server: they are cleaned here, with
 * the contract's policy and the same DOMPurify, loaded on the first preview update only.
 */
import { cleanBlocks, htmlCleaner } from '../../contract/organiserHtml';
import type { Block } from '../../contract/project';

let cleaner: Promise<(html: string) => string> | undefined;

function loadCleaner() {
  cleaner ??= import('dompurify').then(({ default: purify }) => htmlCleaner(purify));
  cleaner.catch(() => {
    cleaner = undefined;
  }); // offline before it was cached: try again next time
  return cleaner;
}

export async function cleanPreviewBlocks(blocks: readonly Block[]): Promise<Block[]> {
  return cleanBlocks([...blocks], await loadCleaner());
}
