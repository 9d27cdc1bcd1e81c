/**
 * One question of the evaluation, drawn with the registration form's field components (same
 * labels, errors and keyboard behaviour) and the star rating. A question becomes a field whose
 * form key is its position (evaluationForm.ts).
 */
import type { Control } from 'react-hook-form';
import type { EvaluationField as Question, RegistrationField } from '../../contract';
import type { FormValues } from '../../domain/formSchema';
import { CheckboxField } from '../registration/fields/ChoiceGroupField';
import { DropdownField } from '../registration/fields/DropdownField';
import { ScaleField } from '../registration/fields/ScaleField';
import { TextField } from '../registration/fields/TextField';
import { StarRatingField } from './StarRatingField';

export function asFormField(question: Question, key: string): RegistrationField {
  return {
    id: `${key}-${question.id}`,
    name: key,
    label: question.question,
    required: Boolean(question.required),
    type: question.type === 'star-rating' ? 'radio' : question.type,
    options: question.options,
  };
}

export function EvaluationQuestion({
  question,
  formKey,
  control,
}: {
  question: Question;
  formKey: string;
  control: Control<FormValues>;
}) {
  const field = asFormField(question, formKey);
  switch (question.type) {
    case 'star-rating':
      return <StarRatingField field={field} control={control} />;
    case 'scale':
      return <ScaleField field={field} control={control} />;
    case 'dropdown':
      return <DropdownField field={field} control={control} />;
    case 'checkbox':
      return <CheckboxField field={field} control={control} />;
    case 'text':
      return <TextField field={field} control={control} multiline />;
  }
}
