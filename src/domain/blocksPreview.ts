/**
 * The preview's message rules (API-PATHS.md): an update is taken only from the admin origin and
 * only in the contract's shape; the answer lists every block with its level and height.
 */
import * as v from 'valibot';
import { UpdateBlocksMessageSchema, type BlocksLoadedMessage } from '../contract/preview';
import type { Block } from '../contract/project';

/** An origin as `MessageEvent.origin` gives it: scheme, host and port, no path or trailing slash. */
export function normalizeOrigin(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The new blocks when the message is an update from the admin origin; otherwise null (ignored). */
export function acceptBlocksUpdate(origin: string, data: unknown, adminOrigin: string | undefined): Block[] | null {
  const admin = normalizeOrigin(adminOrigin);
  if (!admin || origin !== admin) return null;
  const parsed = v.safeParse(UpdateBlocksMessageSchema, data);
  return parsed.success ? parsed.output.blocks : null;
}

export interface MeasuredBlock {
  id: string;
  offsetHeight: number;
  level: number;
}

export function blocksLoadedMessage(components: readonly MeasuredBlock[], scrollHeight: number): BlocksLoadedMessage {
  return {
    type: 'blocksLoaded',
    components: components.map(({ id, offsetHeight, level }) => ({
      id,
      offsetHeight: Math.round(offsetHeight),
      level,
    })),
    scrollHeight: Math.round(scrollHeight),
  };
}
