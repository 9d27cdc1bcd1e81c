/**
 * What the select's two halves share (Select.tsx paints, SelectMenu.tsx loads later): props,
 * the trigger's text, the ref hand-over. Its own file, so neither half imports the other.
 */
import type { ReactNode, Ref } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  id: string;
  /** '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  options: SelectOption[];
  /** Options above a separator (the phone's preferred countries). */
  preferred?: SelectOption[];
  /** Shown while nothing is chosen, and offered first so a choice can be undone; none: no empty choice. */
  placeholder?: string;
  ref?: Ref<HTMLButtonElement | null>;
  name?: string;
  autoComplete?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export type SelectMenuProps = SelectProps & { defaultOpen: boolean; autoFocus: boolean };
export type Menu = (props: SelectMenuProps) => ReactNode;

/** The trigger's text: the chosen option's label, or the placeholder. */
export const chosenLabel = ({ value, options, preferred = [], placeholder = '' }: SelectProps) =>
  (value && [...preferred, ...options].find((o) => o.value === value)?.label) || placeholder;

/** Gives an element to a ref prop of either kind (react-hook-form's is a function). */
export function assignRef<T>(ref: Ref<T | null> | undefined, element: T | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
