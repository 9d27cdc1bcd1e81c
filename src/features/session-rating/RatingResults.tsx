/**
 * What the visitor sees after rating: their own rating, the session's average and how many rated,
 * and a bar per value with its count and share (the bars are drawing only: each row reads as text).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RatingValue, SessionRatingAnswer } from '../../contract/sessionRating';
import { ratingRows } from '../../domain/sessionRating';
import { RATING_LABELS } from './ratingLabels';

export function YourRating({ value }: { value: number }) {
  const { i18n } = useLingui();
  const key = String(value) as RatingValue;
  const words = RATING_LABELS[key] ? i18n._(RATING_LABELS[key]) : '';
  return (
    <p className="session-rating-own" data-testid="own-rating">
      <Trans>
        Your rating: {value} ({words})
      </Trans>
    </p>
  );
}

export function RatingResults({ answer }: { answer: SessionRatingAnswer }) {
  const { i18n } = useLingui();
  const { count } = answer;
  const average = i18n.number(answer.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="session-rating-results" data-testid="rating-results">
      <YourRating value={answer.value} />
      <p className="session-rating-average" data-testid="rating-average">
        <Trans>
          Average: <strong>{average}</strong> out of 5
        </Trans>{' '}
        (<Plural value={count} one="# rating" other="# ratings" />)
      </p>
      <ul className="session-rating-bars">
        {ratingRows(answer.distribution)
          .reverse()
          .map(({ value, count, percent }) => (
            <li key={value} className={value === String(answer.value) ? 'rating-bar rating-bar-own' : 'rating-bar'}>
              <span className="rating-bar-label">
                {value} – {i18n._(RATING_LABELS[value])}
              </span>
              <span className="rating-bar-track" aria-hidden="true">
                <span className="rating-bar-fill" style={{ width: `${percent}%` }} />
              </span>
              <span className="rating-bar-count">
                <Plural value={count} one="# rating" other="# ratings" /> ({percent}%)
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
