/**
 * What the live stream tells of the audience (issue 50): the open word cloud's counts (valtio,
 * read with `useAudienceSnapshot()`), and the reaction bursts, handed to whoever listens (the
 * floats over the video and on the room screen) and added up per reaction for a page that shows
 * counts instead of motion (prefers-reduced-motion).
 */
import { proxy, useSnapshot } from 'valtio';
import { type CloudCounts, REACTIONS, type Reaction } from '../contract/reactions';

type Totals = Record<Reaction, number>;
const noTaps = (): Totals => Object.fromEntries(REACTIONS.map((name) => [name, 0])) as Totals;

interface AudienceStore {
  /** The open cloud's counts as last pushed; null while none is open. */
  cloud: CloudCounts | null;
  /** Every tap heard since the page opened, per reaction. */
  totals: Totals;
}

export const audienceStore = proxy<AudienceStore>({ cloud: null, totals: noTaps() });
export const useAudienceSnapshot = () => useSnapshot(audienceStore);

type BurstListener = (burst: Partial<Totals>) => void;
const listeners = new Set<BurstListener>();

/** Listens to the bursts; answers the function that stops listening. */
export function onReactionBurst(listener: BurstListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyReactionBurst(burst: Partial<Totals>): void {
  for (const name of REACTIONS) {
    const n = burst[name];
    if (n) audienceStore.totals[name] += n;
  }
  for (const listener of listeners) listener(burst);
}

/** A cloud push: replaced only when it changed (the cloud re-renders, nothing else). */
export function applyCloud(cloud: CloudCounts | null): void {
  if (JSON.stringify(audienceStore.cloud) !== JSON.stringify(cloud)) audienceStore.cloud = cloud;
}

/** Leaving the event page (or the room screen): the next one starts from nothing. */
export function resetAudience(): void {
  audienceStore.cloud = null;
  audienceStore.totals = noTaps();
}
