/**
 * The session rating (issue 50's rating scale; issue 46's five places): a visitor with a personal
 * link rates the session of the page, 1 to 5, with `POST {api}/session-ratings/{eventId}`; rating
 * again replaces the rating. The answer carries the session's average and distribution, which the
 * page shows after rating. Shared by the page, the API client and the server.
 */
import * as v from 'valibot';
import { RegistrationIdSchema } from './registration';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The values of the scale, lowest first: the distribution's keys and the page's choices. */
export const RATING_VALUES = ['1', '2', '3', '4', '5'] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

/** A whole number of the scale; anything else is a 400 naming `value` (the page tells it in its own words). */
const RatingSchema = v.pipe(v.number(), v.integer(), v.minValue(RATING_MIN), v.maxValue(RATING_MAX));

export const SessionRatingRequestSchema = v.object({
  registrationId: RegistrationIdSchema,
  value: RatingSchema,
});
export type SessionRatingRequest = v.InferOutput<typeof SessionRatingRequestSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** How many ratings each value has, `{ "1": n, ... "5": n }`. */
export const RatingDistributionSchema = v.object({ 1: Count, 2: Count, 3: Count, 4: Count, 5: Count });
export type RatingDistribution = v.InferOutput<typeof RatingDistributionSchema>;

/** The rating as stored, with the session's ratings after it (this one among them). */
export const SessionRatingAnswerSchema = v.object({
  eventId: v.string(),
  value: RatingSchema,
  average: v.number(),
  distribution: RatingDistributionSchema,
  count: Count,
});
export type SessionRatingAnswer = v.InferOutput<typeof SessionRatingAnswerSchema>;
