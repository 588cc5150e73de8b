import type { ButtonHTMLAttributes } from 'react';
import { chip } from './Chip.css';

export interface ChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  selected?: boolean;
}

/** A filter chip: a toggle button whose pressed state is announced. */
export function Chip({ selected = false, className, ...rest }: ChipProps) {
  const classes = chip({ selected });
  return <button type="button" aria-pressed={selected} className={className ? `${classes} ${className}` : classes} {...rest} />;
}
