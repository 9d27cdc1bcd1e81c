/** The scale's words (issue 50: "How useful was this session?" 1-5 with labels), one per value. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RatingValue } from '../../contract/sessionRating';

export const RATING_LABELS: Record<RatingValue, MessageDescriptor> = {
  1: msg`Not useful`,
  2: msg`Slightly useful`,
  3: msg`Moderately useful`,
  4: msg`Useful`,
  5: msg`Very useful`,
};
