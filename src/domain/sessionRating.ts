/**
 * The session rating's rules (issue 50's rating scale), for the page: who may rate, and the
 * distribution as rows with their share. The server's statement (server/routes/sessionRatings.ts)
 * keeps the same scale (src/contract/sessionRating.ts).
 */
import { RATING_VALUES, type RatingDistribution, type RatingValue } from '../contract/sessionRating';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from './ids';

export interface RatingRow {
  value: RatingValue;
  count: number;
  /** Share of all ratings, rounded; 0 without ratings. */
  percent: number;
}

/** One row per value of the scale, lowest first. */
export function ratingRows(distribution: RatingDistribution): RatingRow[] {
  const counts = RATING_VALUES.map((value) => distribution[value] ?? 0);
  const total = counts.reduce((sum, n) => sum + n, 0);
  return RATING_VALUES.map((value, i) => ({
    value,
    count: counts[i],
    percent: total ? Math.round((counts[i] / total) * 100) : 0,
  }));
}

/**
 * A rating names a visitor: only a personal link rates (the shared open-registration id and a
 * page without an id would be everybody at once), never a preview, never a cancelled registration.
 */
export function mayRate(
  registrationId: string | null | undefined,
  { previewMode, unregistered }: { previewMode: boolean; unregistered: boolean },
): registrationId is string {
  return (
    isValidRegistrationId(registrationId) && registrationId !== OPEN_REGISTRATION_ID && !previewMode && !unregistered
  );
}
