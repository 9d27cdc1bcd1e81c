/**
 * Poll and quiz rules (DECISIONS.md): one vote per voter per poll, voting again replaces it;
 * results show after voting; a quiz question takes one answer and says right or wrong for 5 s.
 * Pure helpers for the panels and the server.
 */
import type { PollResults, PollDefinition } from '../contract/interaction';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from './ids';

/** Feedback for a question, vote or quiz answer shows this long (spec 2 sections 4 and 9). */
export const FEEDBACK_MS = 5000;

export interface ResultRow {
  id: string;
  text: string;
  count: number;
  percent: number;
}

/** One row per option in the poll's order; percentages of all votes, rounded, 0 without votes. */
export function resultRows(poll: PollDefinition, results: PollResults | undefined): ResultRow[] {
  const counts = results?.[poll.id] ?? {};
  const total = poll.options.reduce((sum, o) => sum + (counts[o.id] ?? 0), 0);
  return poll.options.map((o) => {
    const count = counts[o.id] ?? 0;
    return { id: o.id, text: o.text, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
}

export const totalVotes = (rows: ResultRow[]) => rows.reduce((sum, r) => sum + r.count, 0);

/**
 * Who votes: a visitor's own registration id; the shared open-registration id (and no id, as in
 * preview) would make every visitor one voter, so those use this browser's own random id.
 */
export function voterIdOf(registrationId: string | null | undefined, browserVoterId: () => string): string {
  return isValidRegistrationId(registrationId) && registrationId !== OPEN_REGISTRATION_ID
    ? registrationId
    : browserVoterId();
}

/** Whether an item id names a poll or quiz question of the list (the control POST's check). */
export const knows = (items: readonly { id: string }[], id: string | null | undefined) =>
  id == null || items.some((i) => i.id === id);
