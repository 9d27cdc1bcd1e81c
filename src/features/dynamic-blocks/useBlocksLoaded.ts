/**
 * Tells the admin (the parent window) what the preview shows: after loading and after each
 * update, and again whenever a block's height changes (an image arriving), every block's id,
 * height and level and the page's scroll height. Sent only to the admin origin.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { blocksLoadedMessage, type MeasuredBlock } from '../../domain/blocksPreview';

function measure(root: HTMLElement): MeasuredBlock[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-block-id]'), (element) => ({
    id: element.dataset.blockId ?? '',
    offsetHeight: element.offsetHeight,
    level: Number(element.dataset.level ?? 0),
  }));
}

export function useBlocksLoaded(
  root: RefObject<HTMLElement | null>,
  version: number,
  adminOrigin: string | undefined,
): void {
  const last = useRef({ version: -1, json: '' });
  const frame = useRef(0);

  const send = useRef(() => {});
  send.current = () => {
    const element = root.current;
    if (!element || !adminOrigin || window.parent === window) return;
    const message = blocksLoadedMessage(measure(element), document.documentElement.scrollHeight);
    const json = JSON.stringify(message);
    if (json === last.current.json && version === last.current.version) return;
    last.current = { version, json };
    window.parent.postMessage(message, adminOrigin);
  };

  // After each render of new blocks, once the layout is done.
  // Each update of the blocks is sent after its layout; send.current reads the admin origin, told at once when new.
  // biome-ignore lint/correctness/useExhaustiveDependencies(version): see above
  // biome-ignore lint/correctness/useExhaustiveDependencies(adminOrigin): see above
  useLayoutEffect(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => send.current());
  }, [version, adminOrigin]);

  useEffect(() => {
    const element = root.current;
    if (!element || !adminOrigin || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => send.current());
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [root, adminOrigin]);
}
