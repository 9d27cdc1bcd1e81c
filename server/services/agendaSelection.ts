/**
 * Switching rooms (spec 1 section 4, spec 2 section 4): a breakout that turns out to be full is
 * refused, and the visitor keeps the session they had in that round instead of losing it.
 */
import type { StoredProject } from '../db/projects.ts';

const groupOf = (project: StoredProject, eventId: string): string | undefined => {
  const group = project.events.find((e) => e.id === eventId)?.doc.breakout_group;
  return typeof group === 'string' && group ? group : undefined;
};

/** `kept` plus the earlier choices (from `had`) of every round whose new choice was full; project order. */
export function keepRoundChoices(
  project: StoredProject,
  had: readonly string[],
  kept: readonly string[],
  full: readonly string[],
): string[] {
  const refusedRounds = new Set(full.map((id) => groupOf(project, id)).filter((g): g is string => g !== undefined));
  const keptRounds = new Set(kept.map((id) => groupOf(project, id)).filter((g): g is string => g !== undefined));
  const restored = had.filter((id) => {
    const group = groupOf(project, id);
    return group !== undefined && refusedRounds.has(group) && !keptRounds.has(group);
  });
  const chosen = new Set([...kept, ...restored]);
  return project.events.map((e) => e.id).filter((id) => chosen.has(id));
}

/**
 * One session per breakout round: when a request names two rooms of one round, the one the
 * visitor did not have yet (their new choice) wins; among several new ones, the last named.
 */
export function oneChoicePerRound(project: StoredProject, had: readonly string[], wanted: readonly string[]): string[] {
  const winner = new Map<string, string>();
  for (const id of wanted) {
    const group = groupOf(project, id);
    if (!group) continue;
    const current = winner.get(group);
    if (!current || !had.includes(id) || had.includes(current)) winner.set(group, id);
  }
  return wanted.filter((id) => {
    const group = groupOf(project, id);
    return !group || winner.get(group) === id;
  });
}
