/** The design system's button: primary (the organiser's colour), outline, or a link-like text button; 44 px high. */
import type { ButtonHTMLAttributes, Ref } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'outline' | 'link' | 'danger';
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClass(variant: ButtonProps['variant'] = 'primary', extra?: string) {
  return ['button', `button-${variant}`, extra].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
