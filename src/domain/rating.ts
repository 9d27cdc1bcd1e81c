/**
 * The rating question (issue 50): a poll whose options are the numbers 1 to 5 (or 10), so a
 * rating is a vote (one per voter, again replaces it), its counts the distribution; an option
 * outside the scale is refused as any unknown option (400 naming `optionId`).
 */
import type { PollDefinition, PollResults } from '../contract/interaction';

type PollOption = { id: string; text: string };

/** The scale's options, lowest first: ids and texts are the numbers. */
export const ratingOptions = (max: number): PollOption[] =>
  Array.from({ length: max }, (_, i) => ({ id: String(i + 1), text: String(i + 1) }));

export interface RatingSummary {
  count: number;
  /** Rounded to one decimal; null without ratings. */
  average: number | null;
  rows: { value: number; count: number; percent: number }[];
}

/** The average and the distribution of a rating poll's counts. */
export function ratingSummary(poll: PollDefinition, results: PollResults | undefined): RatingSummary {
  const counts = results?.[poll.id] ?? {};
  const rows = poll.options.map((o) => ({ value: Number(o.id), count: counts[o.id] ?? 0 }));
  const count = rows.reduce((sum, r) => sum + r.count, 0);
  const sum = rows.reduce((total, r) => total + r.value * r.count, 0);
  return {
    count,
    average: count ? Math.round((sum / count) * 10) / 10 : null,
    rows: rows.map((r) => ({ ...r, percent: count ? Math.round((r.count / count) * 100) : 0 })),
  };
}

/** Whether a page shows a poll's counts now (contract/interaction.ts SHOW_RESULTS). */
export function showsCounts(poll: PollDefinition, results: PollResults | undefined, voted: boolean): boolean {
  const mode = poll.showResults ?? 'afterVoting';
  // Hidden counts never reach the page: their presence is the reveal.
  if (mode === 'onReveal') return results?.[poll.id] !== undefined;
  return mode === 'live' || voted;
}
