/**
 * The moment of a registration or a page (issue 45): before the start, live, after the end, or
 * after the end with a replay. The confirmation page, the personal page and the confirmation
 * mail choose their words by it, so none says "open it shortly before the start" while the
 * event runs, or offers a calendar entry for something that has begun.
 *
 * Of several sessions (a multi-session registration): live when one of them is live, else
 * before when one is still to come, else replay when one has its replay, else after.
 */
import { sessionStatus, type TimedEvent } from './time';

export type Moment = 'before' | 'live' | 'after' | 'replay';

export interface MomentEvent extends TimedEvent {
  _id?: string;
  onDemandActive?: boolean;
}

export function momentOf(events: readonly MomentEvent[], now: number): Moment {
  if (!events.length) return 'before';
  const statuses = events.map((event) => sessionStatus(event, now));
  if (statuses.includes('live')) return 'live';
  if (statuses.includes('upcoming')) return 'before';
  return events.some((event) => event.onDemandActive) ? 'replay' : 'after';
}

/**
 * The moment of a registration: of the sessions it holds (all of the project's when it names
 * none the project knows), so a visitor registered for a later session only is not told that
 * the live round has started.
 */
export function registrationMoment(
  events: readonly MomentEvent[],
  selected: readonly string[] | undefined,
  now: number,
): Moment {
  const mine = selected?.length
    ? events.filter((event) => event._id !== undefined && selected.includes(event._id))
    : [];
  return momentOf(mine.length ? mine : events, now);
}

/** Add-to-calendar is offered (confirmation, personal page, mail attachment) only before the start. */
export const calendarOfferedAt = (moment: Moment): boolean => moment === 'before';
