import type { ButtonHTMLAttributes, Ref } from 'react';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, iconOnly, className, type = 'button', ...rest }: ButtonProps) {
  const classes = button({ variant, size, iconOnly });
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...rest} />;
}
