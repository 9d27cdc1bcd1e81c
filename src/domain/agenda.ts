/**
 * Agenda and multi-session navigation (spec 2 sections 2, 4 and 9; DECISIONS.md): the current
 * session, each session's status label and what clicking it does, the choice a click sends,
 * and the next session auto-navigation goes to.
 *
 * Decisions where the spec is silent:
 * - A route that names a session the visitor may attend (not ended; registered, or not a
 *   breakout) shows that session; otherwise the current-session rule applies.
 * - "Further" events start later than the session they follow; a breakout the visitor did not
 *   choose is never a target. Without a further one, the project's last event is the target
 *   when it starts later; else there is none and auto-navigation stops. (Issue 45 asked to send
 *   a visitor only to sessions they registered for; spec 2 section 4 says "the next registered
 *   or upcoming session", so an upcoming plenary session they may still join is a target.)
 */
import type { ProjectEvent } from '../contract';
import { chooseBreakout, isBreakout, isEventFull, type EventCounts } from './breakouts';
import { sessionStatus } from './time';

type AgendaEvent = Pick<
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

/** The auto-navigation countdown (seconds). */
export const AUTO_NAVIGATION_SECONDS = 30;

const byStart = <E extends AgendaEvent>(a: E, b: E) => a.startTime - b.startTime;

/**
 * The current session: the registered one that is live (the earliest if several), else the
 * next registered one, else the last one. A route session the visitor may attend (registered,
 * or not a breakout) wins while it has not ended, and counts among the "last" ones after.
 */
export function currentSession<E extends AgendaEvent>(
  events: readonly E[],
  selected: readonly string[],
  now: number,
  routeEventId?: string,
): E | undefined {
  const route = events.find((e) => e._id === routeEventId);
  const allowed = route && (selected.includes(route._id) || !isBreakout(route)) ? route : undefined;
  if (allowed && sessionStatus(allowed, now) !== 'ended') return allowed;
  const mine = events.filter((e) => selected.includes(e._id)).sort(byStart);
  return (
    mine.find((e) => sessionStatus(e, now) === 'live') ??
    mine.find((e) => sessionStatus(e, now) === 'upcoming') ??
    [...mine, ...(allowed ? [allowed] : [])].sort(byStart).at(-1) ??
    route
  );
}

export type AgendaLabel =
  | { kind: 'watch' }
  | { kind: 'ended' }
  | { kind: 'now' }
  | { kind: 'join' }
  | { kind: 'timeUntil'; seconds: number }
  | { kind: 'register' };

/** The status label of one session for this visitor (spec 2 section 4). */
export function agendaLabel(
  event: AgendaEvent,
  now: number,
  currentEventId: string | undefined,
  registered: boolean,
): AgendaLabel {
  const status = sessionStatus(event, now);
  if (status === 'ended') return event.onDemandActive ? { kind: 'watch' } : { kind: 'ended' };
  if (status === 'live') return event._id === currentEventId ? { kind: 'now' } : { kind: 'join' };
  if (registered) return { kind: 'timeUntil', seconds: event.startTime - now };
  return { kind: 'register' };
}

export type LabelAction = 'none' | 'watch' | 'register' | 'full';

/**
 * What clicking a label does: Watch goes to the event page; Register and Join register for the
 * session (then open it when live); a full session the visitor is not in refuses; NOW, Ended
 * and the time until start are not clickable.
 */
export function labelAction(
  label: AgendaLabel,
  event: AgendaEvent,
  registered: boolean,
  counts?: EventCounts,
): LabelAction {
  if (label.kind === 'watch') return 'watch';
  if (label.kind !== 'register' && label.kind !== 'join') return 'none';
  if (!registered && isEventFull(event, counts)) return 'full';
  return 'register';
}

/** The selection after registering for a session: a breakout replaces its round's earlier choice. */
export function selectionWith(selected: readonly string[], eventId: string, events: readonly AgendaEvent[]): string[] {
  const event = events.find((e) => e._id === eventId);
  if (!event) return [...selected];
  if (isBreakout(event)) return chooseBreakout(selected, eventId, events);
  if (selected.includes(eventId)) return [...selected];
  const order = events.map((e) => e._id);
  return [...selected, eventId].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * Where auto-navigation (and the forward page) goes after `fromId`: the earliest further event
 * the visitor is registered for or may still join, else the project's last event when it starts
 * later; undefined when none remains.
 */
export function nextSession<E extends AgendaEvent>(
  events: readonly E[],
  selected: readonly string[],
  fromId: string,
  now: number,
): E | undefined {
  const from = events.find((e) => e._id === fromId);
  if (!from) return undefined;
  const further = events.filter((e) => e.startTime > from.startTime).sort(byStart);
  const target = further.find((e) => sessionStatus(e, now) !== 'ended' && (selected.includes(e._id) || !isBreakout(e)));
  if (target) return target;
  const last = [...events].sort(byStart).at(-1);
  return last && last.startTime > from.startTime ? last : undefined;
}

/**
 * Whether a session of the project is still to come or on after `fromId` has ended (its end page says "this session").
 */
export function laterSessionFollows(events: readonly AgendaEvent[], fromId: string, now: number): boolean {
  const from = events.find((e) => e._id === fromId);
  return (
    Boolean(from) &&
    events.some((e) => e._id !== fromId && e.startTime >= from!.startTime && sessionStatus(e, now) !== 'ended')
  );
}

/** Only upcoming sessions, by start, leaving out those the visitor is already registered for. */
export function upcomingSessions<E extends AgendaEvent>(
  events: readonly E[],
  selected: readonly string[],
  now: number,
): E[] {
  return events.filter((e) => sessionStatus(e, now) === 'upcoming' && !selected.includes(e._id)).sort(byStart);
}

export type TimeUntil =
  | { lessThanMinute: true }
  | { lessThanMinute: false; days: number; hours: number; minutes: number };

/** The time until a start, in whole minutes ('< 1 min' under a minute). */
export function timeUntil(seconds: number): TimeUntil {
  if (seconds < 60) return { lessThanMinute: true };
  const minutes = Math.floor(seconds / 60);
  return {
    lessThanMinute: false,
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** The configured project ids (spec: a list of five) whose agenda hides its buttons. */
export function agendaButtonsHidden(projectId: string, hiddenFor: readonly string[]): boolean {
  return hiddenFor.includes(projectId);
}

/** The breakout group a location hash opens: the group whose name (or id) equals the decoded hash. */
export function groupForHash(hash: string, groups: readonly { group: string; name: string }[]): string | undefined {
  let wanted = hash.replace(/^#/, '');
  try {
    wanted = decodeURIComponent(wanted);
  } catch {
    /* keep it as it is */
  }
  if (!wanted) return undefined;
  return groups.find((g) => g.name === wanted || g.group === wanted)?.group;
}

/**
 * The project as the personal event page shows it: for a multi-session visitor, `event` is the
 * current session, so the page, its links and the on-demand redirect follow the session that
 * is on (the ended opening's replay never hides a live round).
 */
export function atCurrentSession<P extends { projectType?: string; event: E; events: E[] }, E extends AgendaEvent>(
  project: P,
  selected: readonly string[] | undefined,
  now: number,
): P {
  if (project.projectType !== 'multiSession' || !selected) return project;
  const current = currentSession(project.events, selected, now, project.event._id);
  return current && current._id !== project.event._id ? { ...project, event: current } : project;
}

/**
 * The session a project's public pages (landing, registration) speak of: the project's own
 * event while it has not ended; after that the earliest live session, else the next upcoming one,
 * so an ended opening (on demand) never hides a live round or says "ended" before the closing.
 */
export function sessionOnShow<E extends AgendaEvent>(events: readonly E[], fallback: E, now: number): E {
  if (sessionStatus(fallback, now) !== 'ended') return fallback;
  const sorted = [...events].sort(byStart);
  return (
    sorted.find((e) => sessionStatus(e, now) === 'live') ??
    sorted.find((e) => sessionStatus(e, now) === 'upcoming') ??
    fallback
  );
}
