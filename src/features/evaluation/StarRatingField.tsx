/**
 * A star rating of 5 (spec 2 sections 5, 9): a radio group of five radios named '1 star' ...
 * '5 stars', so arrow keys and screen readers work as with any radio group; the stars up to the
 * chosen one are filled. 0 is "no answer".
 */
import { Plural } from '@lingui/react/macro';
import { STAR_COUNT } from '../../contract/evaluation';
import {
  describedBy,
  FieldError,
  FieldGroup,
  fieldIds,
  useFormField,
  type FieldProps,
} from '../registration/fields/common';

const STARS = Array.from({ length: STAR_COUNT }, (_, i) => i + 1);

export function StarRatingField({ field, control }: FieldProps) {
  const { value, onChange, onBlur, ref, error } = useFormField<number>(field.name, control);
  const ids = fieldIds(field);
  const current = Number(value ?? 0);
  return (
    <FieldGroup field={field} className="star-rating">
      <div className="star-row">
        {STARS.map((n) => (
          <label key={n} className={n <= current ? 'star star-on' : 'star'}>
            <input
              ref={n === 1 ? ref : undefined}
              id={n === 1 ? ids.input : undefined}
              className="star-input"
              type="radio"
              name={field.name}
              value={n}
              checked={current === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              required={field.required}
              {...describedBy(ids, error)}
            />
            <span className="visually-hidden">
              <Plural value={n} one="# star" other="# stars" />
            </span>
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
          </label>
        ))}
      </div>
      <FieldError id={ids.error} text={error} />
    </FieldGroup>
  );
}
