/**
 * The radix half of the designed select (Select.tsx loads it on the visitor's first intent):
 * the trigger keeps the field's id (its <label htmlFor> names it), aria-invalid and
 * aria-describedby; the list opens as a popper under the trigger, no wider than the screen and no
 * taller than the room left, and scrolls (about 240 countries for the phone code).
 */
import { Select as Radix } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { assignRef, chosenLabel, type SelectMenuProps, type SelectOption } from './selectParts';
import './select.css';

/**
 * Radix items cannot carry '' (it means "show the placeholder"), so the placeholder's own item
 * carries this value and choosing it hands '' back: the form keeps the values it always had.
 */
export const EMPTY_CHOICE = '\u2205none';

export function SelectMenu(props: SelectMenuProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    onFocus,
    options,
    preferred = [],
    placeholder,
    name,
    autoComplete,
    defaultOpen,
    autoFocus,
  } = props;
  const own = useRef<HTMLButtonElement | null>(null);
  // The look-alike had the focus when it gave way: the trigger takes it over.
  useEffect(() => {
    if (autoFocus && !defaultOpen) own.current?.focus();
  }, [autoFocus, defaultOpen]);
  const setRef = (element: HTMLButtonElement | null) => {
    own.current = element;
    assignRef(props.ref, element);
  };
  const item = (option: SelectOption) => (
    <Radix.Item key={option.value} value={option.value} disabled={option.disabled} className="select-item">
      <Radix.ItemText>{option.label}</Radix.ItemText>
    </Radix.Item>
  );
  return (
    <Radix.Root
      value={value}
      onValueChange={(next) => onChange(next === EMPTY_CHOICE ? '' : next)}
      defaultOpen={defaultOpen}
      name={name}
      autoComplete={autoComplete}
      required={props['aria-required']}
    >
      <Radix.Trigger
        ref={setRef}
        id={id}
        className={props.className ? `select-trigger ${props.className}` : 'select-trigger'}
        aria-label={props['aria-label']}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {/* The text is ours, not a copy of the item's: the same as the look-alike's, no shift on swap.
            The span around it: radix's Value drops a class name. */}
        <span className="select-value">
          <Radix.Value placeholder={placeholder}>{chosenLabel(props)}</Radix.Value>
        </span>
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content className="select-content" position="popper" sideOffset={4} collisionPadding={8}>
          <Radix.ScrollUpButton className="select-scroll" aria-hidden="true" />
          <Radix.Viewport className="select-viewport">
            {placeholder !== undefined && item({ value: EMPTY_CHOICE, label: placeholder })}
            {preferred.map(item)}
            {preferred.length > 0 && options.length > 0 && <Radix.Separator className="select-separator" />}
            {options.filter((o) => o.value !== '').map(item)}
          </Radix.Viewport>
          <Radix.ScrollDownButton className="select-scroll select-scroll-down" aria-hidden="true" />
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
