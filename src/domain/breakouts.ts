/**
 * Sessions of a multi-session project (spec 1 sections 3-5): breakout rounds grouped by
 * breakout_group, full and ended sessions, and the visitor's selection (SELECTED_EVENTS).
 *
 * Decision (the spec is silent): events outside a breakout round are included automatically,
 * except those that have ended without an on-demand recording (nothing left to attend) and
 * those that are full. An ended session with on-demand active stays included: registering
 * gives access to its recording.
 */
import type { ProjectEvent } from '../contract';
import { sessionStatus } from './time';

type SessionEvent = Pick<
  ProjectEvent,
  | '_id'
  | 'startTime'
  | 'durationInMinutes'
  | 'breakout_group'
  | 'breakoutGroupName'
  | 'registrationsCountLimit'
  | 'disabled'
  | 'onDemandActive'
>;

export interface BreakoutRound<E extends SessionEvent = SessionEvent> {
  group: string;
  /** breakoutGroupName, else the group id. */
  name: string;
  events: E[];
}

/** Registrations per event id (from count-each-event). */
export type EventCounts = ReadonlyMap<string, number>;

export type Availability = 'open' | 'full' | 'ended';

export function isBreakout(event: Pick<SessionEvent, 'breakout_group'>): boolean {
  return Boolean(event.breakout_group);
}

/** Rounds in the order their first session appears in the project. */
export function breakoutRounds<E extends SessionEvent>(events: readonly E[]): BreakoutRound<E>[] {
  const rounds = new Map<string, BreakoutRound<E>>();
  for (const event of events) {
    const group = event.breakout_group;
    if (!group) continue;
    const round = rounds.get(group) ?? { group, name: event.breakoutGroupName || group, events: [] };
    round.events.push(event);
    rounds.set(group, round);
  }
  return [...rounds.values()];
}

/** Full: flagged disabled by the server, or its registration count reached its limit. */
export function isEventFull(event: SessionEvent, counts?: EventCounts): boolean {
  if (event.disabled) return true;
  const limit = event.registrationsCountLimit;
  if (limit === null || limit === undefined || limit <= 0) return false;
  return (counts?.get(event._id) ?? 0) >= limit;
}

export function availability(event: SessionEvent, nowSeconds: number, counts?: EventCounts): Availability {
  if (sessionStatus(event, nowSeconds) === 'ended' && !event.onDemandActive) return 'ended';
  return isEventFull(event, counts) ? 'full' : 'open';
}

/** The events a new registration includes without a choice: every open non-breakout event. */
export function defaultSelection(events: readonly SessionEvent[], nowSeconds: number, counts?: EventCounts): string[] {
  return events.filter((e) => !isBreakout(e) && availability(e, nowSeconds, counts) === 'open').map((e) => e._id);
}

/** Choosing a breakout replaces the earlier choice within the same group; order follows the project. */
export function chooseBreakout(
  selected: readonly string[],
  eventId: string,
  events: readonly SessionEvent[],
): string[] {
  const group = events.find((e) => e._id === eventId)?.breakout_group;
  const sameGroup = new Set(events.filter((e) => group && e.breakout_group === group).map((e) => e._id));
  const next = new Set(selected.filter((id) => !sameGroup.has(id)));
  next.add(eventId);
  const order = events.map((e) => e._id);
  return [...next].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** Drops selections that are no longer open (after new counts); keeps the rest. */
export function keepOpen(
  selected: readonly string[],
  events: readonly SessionEvent[],
  nowSeconds: number,
  counts?: EventCounts,
): string[] {
  return selected.filter((id) => {
    const event = events.find((e) => e._id === id);
    return event !== undefined && availability(event, nowSeconds, counts) === 'open';
  });
}

/** The rounds a visitor must answer: those with at least one open session. */
export function requiredRounds(
  events: readonly SessionEvent[],
  nowSeconds: number,
  counts?: EventCounts,
): { group: string; eventIds: string[] }[] {
  return breakoutRounds(events)
    .map((round) => ({
      group: round.group,
      eventIds: round.events.filter((e) => availability(e, nowSeconds, counts) === 'open').map((e) => e._id),
    }))
    .filter((round) => round.eventIds.length > 0);
}

export function roundsComplete(
  selected: readonly string[],
  rounds: readonly { eventIds: readonly string[] }[],
): boolean {
  return rounds.every((round) => round.eventIds.some((id) => selected.includes(id)));
}
