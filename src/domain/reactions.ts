/**
 * What a page draws of a reaction burst (issue 50): a burst of 500 taps is a flurry, not 500
 * elements. Each reaction in the burst gets its share of at most MAX_FLOATS_PER_BURST emoji, and at
 * least one, so a single heart among a storm of applause still shows.
 */
import { REACTIONS, type Reaction } from '../contract/reactions';

export const MAX_FLOATS_PER_BURST = 12;

export function floatsOf(burst: Partial<Record<Reaction, number>>): Reaction[] {
  const taps = REACTIONS.flatMap((name) => (burst[name] ? [[name, burst[name]] as const] : []));
  const total = taps.reduce((n, [, count]) => n + count, 0);
  const drawn = Math.min(total, MAX_FLOATS_PER_BURST);
  return taps.flatMap(([name, count]) =>
    Array.from({ length: Math.max(1, Math.round((count / total) * drawn)) }, () => name),
  );
}
