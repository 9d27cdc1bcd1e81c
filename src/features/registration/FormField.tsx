/** One registration field, by type: each type is its own small component. */
import { memo } from 'react';
import type { Control } from 'react-hook-form';
import type { RegistrationField } from '../../contract';
import type { FormValues } from '../../domain/formSchema';
import { isMultilineField } from '../../domain/formLayout';
import { CheckboxField, RadioField } from './fields/ChoiceGroupField';
import { DateField } from './fields/DateField';
import { DropdownField } from './fields/DropdownField';
import { EmailField } from './fields/EmailField';
import { MobileField } from './fields/MobileField';
import { OnSiteViewerField } from './fields/OnSiteViewerField';
import { ScaleField } from './fields/ScaleField';
import { TextField } from './fields/TextField';
import type { PhoneModule } from './phone';

interface Props {
  field: RegistrationField;
  control: Control<FormValues>;
  phone: PhoneModule | null;
  /** A mobile field was focused or holds a number: the phone rules are needed now. */
  onPhoneWanted: () => void;
  seatsLeft: number | null;
}

/**
 * Memoised: each field follows its own value and error through react-hook-form's subscriptions, so
 * the form's own renders (the form becoming ready right after hydration, a send's state, the seat
 * count) need not render every field again: after hydration that render of the whole form was one
 * task of 50 ms on a fast machine (issue 47, total blocking time).
 */
export const FormField = memo(function FormField({ field, control, phone, onPhoneWanted, seatsLeft }: Props) {
  switch (field.type) {
    case 'email':
      return <EmailField field={field} control={control} />;
    case 'textarea':
      return <TextField field={field} control={control} multiline={isMultilineField(field)} />;
    case 'dropdown':
      return <DropdownField field={field} control={control} />;
    case 'radio':
      return <RadioField field={field} control={control} />;
    case 'checkbox':
      return <CheckboxField field={field} control={control} />;
    case 'date':
      return <DateField field={field} control={control} />;
    case 'date-picker':
      return <DateField field={field} control={control} picker />;
    case 'mobile':
      return <MobileField field={field} control={control} phone={phone} onWanted={onPhoneWanted} />;
    case 'scale':
      return <ScaleField field={field} control={control} />;
    case 'on-site-viewer':
      return <OnSiteViewerField field={field} control={control} seatsLeft={seatsLeft} />;
    default:
      return <TextField field={field} control={control} />;
  }
});
