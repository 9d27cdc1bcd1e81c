/**
 * The design system's radio button and checkbox (issue 29): a custom-drawn box (controls.css, never
 * the browser's 13 px widget) inside a label that is the 44 px touch target. Built on the native
 * input rather than radix RadioGroup/Checkbox: the browser gives the arrow keys, the form value
 * and the label click for free, and radix's pair (roving focus, collection, presence: about
 * 8 KiB compressed) would push the registration page over its 130 KiB budget.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

export interface ChoiceProps extends InputProps {
  label: ReactNode;
  /** `card`: a bordered option (poll, quiz, sessions); `plain`: a line in a list (forms). */
  look?: 'plain' | 'card';
  ref?: Ref<HTMLInputElement>;
  /** Extra class on the label (a field's own layout). */
  labelClassName?: string;
}

function Choice({
  type,
  label,
  look = 'plain',
  labelClassName,
  disabled,
  ...input
}: ChoiceProps & { type: 'radio' | 'checkbox' }) {
  const classes = ['choice', look === 'card' && 'choice-card', disabled && 'choice-disabled', labelClassName]
    .filter(Boolean)
    .join(' ');
  return (
    <label className={classes}>
      <input type={type} disabled={disabled} {...input} />
      <span className="choice-label">{label}</span>
    </label>
  );
}

export function Radio(props: ChoiceProps) {
  return <Choice type="radio" {...props} />;
}

export function Checkbox(props: ChoiceProps) {
  return <Choice type="checkbox" {...props} />;
}

/** Options one under the other (or side by side where the layout says so). */
export function ChoiceList({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `choice-list ${className}` : 'choice-list'}>{children}</div>;
}
