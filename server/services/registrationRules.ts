/** Rules shared by registering and by changing a registration: selections, seats, refusals. */
import { seatLimit } from './counters.ts';
import { expectedOnSiteViewers, projectType } from './projects.ts';
import type { StoredProject } from '../db/projects.ts';

export const fullEventsMessage = (count: number) =>
  count === 1 ? 'Could not register. The event is full.' : 'Could not register. These events are full.';

/** Adds `added` to `current`; a new breakout choice replaces the earlier one of its group. */
export function mergeSelection(project: StoredProject, current: string[], added: string[]): string[] {
  const groupOf = new Map(project.events.map((e) => [e.id, e.doc.breakout_group as string | null | undefined]));
  const newGroups = new Set(added.map((id) => groupOf.get(id)).filter(Boolean));
  const kept = current.filter((id) => !added.includes(id) && !newGroups.has(groupOf.get(id)));
  const order = project.events.map((e) => e.id);
  return [...kept, ...added].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * What an attendance choice asks of the seat counter: undefined when no seat is wanted (online,
 * or a project that is not hybrid), else the seat limit (`limit` undefined: unlimited).
 */
export function seatRequest(project: StoredProject, wanted: number | undefined) {
  if (projectType(project) !== 'hybrid' || wanted !== 1) return undefined;
  return { limit: seatLimit(expectedOnSiteViewers(project)) };
}
