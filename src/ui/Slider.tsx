/**
 * The design system's slider: the native range input (arrow keys, Page Up/Down, form value) drawn
 * by controls.css with a 44 px target, the scale's ends beside it and the chosen value after it.
 * `unset` (no answer yet) shows a dash and a hint instead of the minimum, so a required scale
 * never shows "0" next to "required" (issue 29). Radix Slider would add about 7 KiB for the same.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface SliderProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max'> {
  min: number;
  max: number;
  value: number;
  /** No answer yet: the value shows as a dash, the thumb waits at the start. */
  unset?: boolean;
  /** What a screen reader says for "no answer yet". */
  unsetText?: string;
  onValueChange: (value: number) => void;
  ref?: Ref<HTMLInputElement>;
  after?: ReactNode;
}

export function Slider({ min, max, value, unset, unsetText, onValueChange, ref, after, id, ...input }: SliderProps) {
  return (
    <div className={unset ? 'slider slider-unset' : 'slider'}>
      <span className="muted slider-end" aria-hidden="true">
        {min}
      </span>
      <input
        ref={ref}
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={unset ? unsetText : undefined}
        onChange={(event) => onValueChange(Number(event.target.value))}
        {...input}
      />
      <span className="muted slider-end" aria-hidden="true">
        {max}
      </span>
      <output className="slider-value" htmlFor={id} aria-hidden="true">
        {unset ? '–' : value}
      </output>
      {after}
    </div>
  );
}
