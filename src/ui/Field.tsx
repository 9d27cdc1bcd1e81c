/**
 * The design system's text field, text area and select: a label, the control (drawn by
 * controls.css: 44 px, the page's font, the theme's input radius), a hint and a red error line,
 * tied together by ids (aria-describedby, aria-invalid). The select is the designed one
 * (Select.tsx), never the browser's raw list.
 */
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

export const fieldMessageIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** aria attributes of a control with an optional hint and error. */
export function fieldAria(id: string, error: string | undefined, hint: boolean) {
  const ids = fieldMessageIds(id);
  const described = [error ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': described || undefined };
}

export function FieldShell({ id, label, required, hint, error, className, children }: FieldShellProps) {
  const ids = fieldMessageIds(id);
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="field-hint muted" id={ids.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type Shell = Omit<FieldShellProps, 'children' | 'className'> & { fieldClassName?: string };

export function TextField({
  id,
  label,
  required,
  hint,
  error,
  fieldClassName,
  ref,
  ...input
}: Shell & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <input
        type="text"
        ref={ref}
        aria-required={required || undefined}
        {...input}
        {...fieldAria(id, error, Boolean(hint))}
      />
    </FieldShell>
  );
}

export function TextArea({
  id,
  label,
  required,
  hint,
  error,
  fieldClassName,
  ref,
  ...area
}: Shell & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <textarea
        rows={4}
        ref={ref}
        aria-required={required || undefined}
        {...area}
        {...fieldAria(id, error, Boolean(hint))}
      />
    </FieldShell>
  );
}
