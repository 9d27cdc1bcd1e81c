/**
 * The caption lines of the open broadcast, in this page: every line heard on the live stream
 * (state/captionsInbox.ts hands them over once this module loads), each in its highest revision.
 * Read in render with `useCaptionLines()`; the store lives as long as the page, so the box over the
 * video, the transcript and the web-app view share it and a tab switch loses nothing.
 */
import { parseCaptionsEvent } from '../../api/captions';
import type { CaptionLine } from '../../contract/captions';
import { type CaptionLinesByKey, mergeLines } from '../../domain/captions';
import { captionsInbox } from '../../state/captionsInbox';
import { useTransitionStore } from '../../hooks/useTransitionStore';
import { useRenderedLines } from './renderedLines';

const NONE: readonly CaptionLine[] = [];
const kept: CaptionLinesByKey = new Map();
// The same empty list as the server's snapshot below: a different one made React render every
// captions view again, blocking, right after the hydration (issue 47).
let snapshot: readonly CaptionLine[] = NONE;
const listeners = new Set<() => void>();

function changed() {
  snapshot = [...kept.values()];
  for (const listener of listeners) listener();
}

// Attached at the first read, not as this module runs: the event chunk that holds the inbox and this
// chunk import each other, and whichever runs first must not find the other's bindings unset.
let attached = false;
function attach() {
  if (attached) return;
  attached = true;
  captionsInbox.attach({
    message(data) {
      const lines = parseCaptionsEvent(data);
      if (lines && mergeLines(kept, lines)) changed();
    },
    reset() {
      kept.clear();
      changed();
    },
  });
}

const subscribe = (listener: () => void) => {
  attach();
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => {
  attach();
  return snapshot;
};

/**
 * Every line heard so far, in every language (domain/captions.ts linesOf picks one language in
 * order); until the stream brought any, those the server rendered the page with (renderedLines.ts),
 * the same on the server and while hydrating.
 */
const none = () => NONE;

export function useCaptionLines(): readonly CaptionLine[] {
  const heard = useTransitionStore(subscribe, current, none);
  const rendered = useRenderedLines();
  return heard.length ? heard : (rendered ?? NONE);
}
